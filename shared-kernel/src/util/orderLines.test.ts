import { ORDER_LINES_MAX, OrderLinesError, orderLinesFromRows, orderLinesSampleBlob, parseOrderLines, readOrderLinesFile } from './orderLines';

jest.mock('read-excel-file/browser', () => ({ readSheet: jest.fn(async () => [['SKU', 'Amount'], ['ABC-1', 3], [null, null], ['5400000000001', 'x']]) }), { virtual: true });

describe('parseOrderLines', () => {
  it('reads code and amount with comma, semicolon, tab or space; trims; skips empty lines and a header', () => {
    const text = 'SKU;Amount\n ABC-1 ; 2 \n\nDEF-2,3\r\nGHI-3\t4\n5400000000001 5\n';
    expect(parseOrderLines(text)).toEqual({
      lines: [
        { Line: 2, Code: 'ABC-1', Amount: 2 },
        { Line: 4, Code: 'DEF-2', Amount: 3 },
        { Line: 5, Code: 'GHI-3', Amount: 4 },
        { Line: 6, Code: '5400000000001', Amount: 5 },
      ],
      problems: [],
    });
  });

  it('reports malformed lines with their line number and reason', () => {
    const { lines, problems } = parseOrderLines('ABC-1\nDEF-2; two\nGHI-3; 1; 2\nJKL-4; 1.5\nOK-1;1');
    expect(lines).toEqual([{ Line: 5, Code: 'OK-1', Amount: 1 }]);
    expect(problems).toEqual([
      { line: 1, reason: 'amount', text: 'ABC-1' },
      { line: 2, reason: 'amount', text: 'DEF-2; two' },
      { line: 3, reason: 'columns', text: 'GHI-3; 1; 2' },
      { line: 4, reason: 'amount', text: 'JKL-4; 1.5' },
    ]);
  });

  it('a header only counts as the first line', () => {
    expect(parseOrderLines('A-1;1\nSKU;Amount').problems).toEqual([{ line: 2, reason: 'amount', text: 'SKU;Amount' }]);
  });

  it(`refuses more than ${ORDER_LINES_MAX} lines`, () => {
    const many = Array.from({ length: ORDER_LINES_MAX + 1 }, (_, i) => `A-${i};1`).join('\n');
    expect(() => parseOrderLines(many)).toThrow(OrderLinesError);
    expect(parseOrderLines(many.split('\n').slice(0, ORDER_LINES_MAX).join('\n')).lines).toHaveLength(ORDER_LINES_MAX);
  });
});

describe('orderLinesFromRows', () => {
  it('takes the first two cells, ignores further columns, numbers rows from 1', () => {
    expect(orderLinesFromRows([['Code', 'Amount', 'Note'], ['A-1', 2, 'blue'], [], ['B-2', ''], ['C-3', 0]])).toEqual({
      lines: [
        { Line: 2, Code: 'A-1', Amount: 2 },
        { Line: 5, Code: 'C-3', Amount: 0 },
      ],
      problems: [{ line: 4, reason: 'amount', text: 'B-2' }],
    });
  });
});

describe('readOrderLinesFile', () => {
  it('reads a CSV with BOM and semicolons', async () => {
    const file = new File(['\uFEFFSKU;Amount\r\nA-1;2\r\nB-2;x\r\n'], 'lines.csv', { type: 'text/csv' });
    expect(await readOrderLinesFile(file)).toEqual({ lines: [{ Line: 2, Code: 'A-1', Amount: 2 }], problems: [{ line: 3, reason: 'amount', text: 'B-2; x' }] });
  });

  it('reads a comma separated CSV', async () => {
    const file = new File(['A-1,2\nB-2,3\n'], 'lines.CSV');
    expect((await readOrderLinesFile(file)).lines.map((l) => l.Code)).toEqual(['A-1', 'B-2']);
  });

  it('reads the first sheet of an XLSX file', async () => {
    const file = new File(['x'], 'lines.xlsx');
    expect(await readOrderLinesFile(file)).toEqual({ lines: [{ Line: 2, Code: 'ABC-1', Amount: 3 }], problems: [{ line: 4, reason: 'amount', text: '5400000000001; x' }] });
  });

  it('refuses other files and too many rows', async () => {
    await expect(readOrderLinesFile(new File(['x'], 'lines.pdf'))).rejects.toMatchObject({ reason: 'fileType' });
    const big = new File([Array.from({ length: 501 }, (_, i) => `A-${i};1`).join('\n')], 'big.csv');
    await expect(readOrderLinesFile(big)).rejects.toMatchObject({ reason: 'tooMany' });
  });
});

describe('orderLinesSampleBlob', () => {
  it('is a CSV with a header and two lines', async () => {
    const blob = orderLinesSampleBlob(['S-1', '540']);
    expect(blob.type).toContain('text/csv');
    const text = await new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.readAsText(blob);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe('SKU or EAN;Amount\r\nS-1;2\r\n540;1\r\n');
  });
});
