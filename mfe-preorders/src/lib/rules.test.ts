import { appliedPriceCents, canPasteOn, copyAmounts, isDeadlineDeleted, isStockVisible, isVariantDisabled, pasteAmounts, productFigures } from './rules';
import { product, variant } from '../test/fixtures';

const date = (FinalOrderDate: string, RetailFromPrice = 0) => ({ DeliveryDate: '2030-03-01', FinalOrderDate, RetailFromPrice, OriginalFromPrice: 0, IsSelected: true });

describe('pre-order size rules', () => {
  const ok = { locked: false, deleted: false, hasDates: true };
  it('disables a size without delivery dates, when read-only, deleted, not enabled or not available', () => {
    expect(isVariantDisabled({ IsEnabled: true, IsAvailable: true }, ok)).toBe(false);
    expect(isVariantDisabled({ IsEnabled: true, IsAvailable: true }, { ...ok, hasDates: false })).toBe(true);
    expect(isVariantDisabled({ IsEnabled: true, IsAvailable: true }, { ...ok, locked: true })).toBe(true);
    expect(isVariantDisabled({ IsEnabled: true, IsAvailable: true }, { ...ok, deleted: true })).toBe(true);
    expect(isVariantDisabled({ IsEnabled: false, IsAvailable: true }, ok)).toBe(true);
    expect(isVariantDisabled({ IsEnabled: true, IsAvailable: false }, ok)).toBe(true);
  });

  it('shows stock only to the salesman mode after the final order date', () => {
    const now = new Date(2030, 5, 1);
    expect(isStockVisible('salesman', date('2030-01-15'), now)).toBe(true);
    expect(isStockVisible('customer', date('2030-01-15'), now)).toBe(false);
    expect(isStockVisible('salesman', date('2030-07-01'), now)).toBe(false);
    expect(isStockVisible('salesman', null, now)).toBe(false);
  });

  it('reads a final order date before 1970 as a deleted deadline', () => {
    expect(isDeadlineDeleted('1900-01-01T00:00:00')).toBe(true);
    expect(isDeadlineDeleted('1969-12-31')).toBe(true);
    expect(isDeadlineDeleted('1970-01-01')).toBe(false);
    expect(isDeadlineDeleted('2030-01-15')).toBe(false);
  });

  it('prices with the delivery-date price when above 0, in integer cents', () => {
    expect(appliedPriceCents({ RetailPrice: 10.1 }, date('2030-01-01', 12.35))).toBe(1235);
    expect(appliedPriceCents({ RetailPrice: 10.1 }, date('2030-01-01', 0))).toBe(1010);
    expect(appliedPriceCents({ RetailPrice: 10.1 }, null)).toBe(1010);
    const vs = [{ Id: 1 }, { Id: 2 }];
    expect(productFigures({ 1: 2, 2: 1 }, vs, 1235, 15)).toEqual({ amount: 3, totalCents: 3705, netCents: 3149 });
    expect(productFigures({ 1: 3 }, vs, 1010, 0)).toEqual({ amount: 3, totalCents: 3030, netCents: 3030 });
  });

  it('pastes only on the same size chart and only on enabled and available sizes', () => {
    const from = product(1);
    const clip = copyAmounts(from, { 101: 2, 102: 4, 103: 6 });
    const same = product(2, { Variants: [variant(201, 'S'), variant(202, 'M', { IsEnabled: false }), variant(203, 'L', { IsAvailable: false }), variant(204, 'XL')] });
    expect(canPasteOn(clip, same)).toBe(true);
    expect(canPasteOn(clip, from)).toBe(false);
    expect(canPasteOn(clip, product(3, { SizeChartId: 4 }))).toBe(false);
    expect(pasteAmounts(clip, same, {})).toEqual({ 201: 2 });
    expect(pasteAmounts(clip, product(3, { SizeChartId: 4 }), {})).toEqual({});
  });
});
