import { readOpenSections, sectionsKey, toggled, writeOpenSections } from './sections';

describe('remembered sections of the pre-order detail', () => {
  it('keys the choice per user and side', () => {
    expect(sectionsKey('u1', 'customer')).toBe('preorders.detail.sections.customer.u1');
    expect(sectionsKey('u1', 'salesman')).not.toBe(sectionsKey('u2', 'salesman'));
  });

  it('reads back what was written, in page order, dropping unknown ids and bad values', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readOpenSections(storage, 'k')).toEqual([]);
    writeOpenSections(storage, 'k', ['remarks', 'details']);
    expect(readOpenSections(storage, 'k')).toEqual(['details', 'remarks']);
    store.set('k', JSON.stringify(['bulk', 'nope']));
    expect(readOpenSections(storage, 'k')).toEqual(['bulk']);
    store.set('k', '{not json');
    expect(readOpenSections(storage, 'k')).toEqual([]);
    expect(readOpenSections(undefined, 'k')).toEqual([]);
  });

  it('toggles one section', () => {
    expect(toggled([], 'bulk')).toEqual(['bulk']);
    expect(toggled(['bulk'], 'details')).toEqual(['details', 'bulk']);
    expect(toggled(['details', 'bulk'], 'details')).toEqual(['bulk']);
  });
});
