import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { product, variant } from '../../../test/fixtures';
import { MAX_AMOUNT, type Amounts } from '../../../lib/rules';
import { SizeGrid } from './SizeGrid';

/**
 * The size cell shows a typed amount at once while the row takes it in a transition (ProductRow). Here
 * the row's amounts are the test's: it decides when they catch up, as a transition committing would.
 */
describe('SizeGrid: typed amounts', () => {
  const colour = product(1);
  const onAmount = jest.fn();
  const grid = (amounts: Amounts) => <SizeGrid product={colour} amounts={amounts} locked={false} deleted={false} showStock={false} onAmount={onAmount} />;
  const renderGrid = (amounts: Amounts) => renderWithProviders(grid(amounts), { store: setupStore(), messages, session: testSession('Klant') });
  const sizeM = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount for size M' });

  beforeEach(() => onAmount.mockClear());

  it("shows the typed amount before the row has it, and the row's amounts once it caught up", async () => {
    const { rerender } = renderGrid({});
    await userEvent.type(sizeM(), '12');
    expect(onAmount.mock.calls).toEqual([
      [102, 1],
      [102, 12],
    ]);
    // the row has not taken any key yet: the cell shows what was typed
    expect(sizeM()).toHaveValue('12');
    // the first key's transition commits alone: it does not take the second key back
    rerender(grid({ 102: 1 }));
    expect(sizeM()).toHaveValue('12');
    rerender(grid({ 102: 12 }));
    expect(sizeM()).toHaveValue('12');
    // caught up: a later amount of the row (a reload, a paste) shows
    rerender(grid({ 102: 4 }));
    expect(sizeM()).toHaveValue('4');
  });

  it('keeps the rules of an amount: digits only, empty is 0, at most MAX_AMOUNT', async () => {
    const { rerender } = renderGrid({ 102: 5 });
    await userEvent.clear(sizeM());
    expect(onAmount).toHaveBeenLastCalledWith(102, 0);
    expect(sizeM()).toHaveValue('');
    rerender(grid({ 102: 0 }));
    await userEvent.type(sizeM(), '7x');
    expect(onAmount).toHaveBeenLastCalledWith(102, 7);
    expect(sizeM()).toHaveValue('7');
    await userEvent.type(sizeM(), '9'.repeat(12));
    expect(onAmount).toHaveBeenLastCalledWith(102, MAX_AMOUNT);
    expect(sizeM()).toHaveValue(String(MAX_AMOUNT));
    rerender(grid({ 102: MAX_AMOUNT }));
    // the other sizes show the row's amounts
    expect(screen.getByRole('textbox', { name: 'Amount for size S' })).toHaveValue('');
    rerender(grid({ 101: 3, 102: 7 }));
    expect(screen.getByRole('textbox', { name: 'Amount for size S' })).toHaveValue('3');
  });

  it('labels pants by waist and length', () => {
    const pants = product(2, {
      SizeChartId: 2,
      VariantsDim1: ['30', '32'],
      VariantsDim2: ['32'],
      Variants: [variant(201, '30/32', { Dim1: '30', Dim2: '32' }), variant(202, '32/32', { Dim1: '32', Dim2: '32' })],
    });
    renderWithProviders(<SizeGrid product={pants} amounts={{ 202: 2 }} locked={false} deleted={false} showStock={false} onAmount={onAmount} />, {
      store: setupStore(),
      messages,
      session: testSession('Klant'),
    });
    expect(screen.getAllByRole<HTMLInputElement>('textbox').map((el) => [el.getAttribute('aria-label'), el.value])).toEqual([
      ['Amount for size waist 30, length 32', ''],
      ['Amount for size waist 32, length 32', '2'],
    ]);
  });
});
