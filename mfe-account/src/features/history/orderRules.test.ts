import { canReorderAll, canReorderLine, shipmentDate } from './orderRules';

const ok = { StockStatus: 'STOCK', IsWebshopEnabled: true, IsDisabled: false };

describe('re-order rule (spec section 4)', () => {
  it('allows a line that is no pre-order product, enabled in the web shop and not disabled', () => {
    expect(canReorderLine(ok)).toBe(true);
    expect(canReorderLine({ ...ok, StockStatus: 'ZVS' })).toBe(true);
  });

  it.each([
    ['PRE', { ...ok, StockStatus: 'PRE' }],
    ['PRE2', { ...ok, StockStatus: 'PRE2' }],
    ['web shop disabled', { ...ok, IsWebshopEnabled: false }],
    ['disabled', { ...ok, IsDisabled: true }],
  ])('refuses a line: %s', (_name, line) => {
    expect(canReorderLine(line)).toBe(false);
    expect(canReorderAll([ok, line])).toBe(false);
  });

  it('allows re-order all only when every line may be re-ordered, and not for an empty order', () => {
    expect(canReorderAll([ok, { ...ok, StockStatus: 'NOS' }])).toBe(true);
    expect(canReorderAll([])).toBe(false);
  });
});

describe('shipment date (spec section 4)', () => {
  it('shows a delivered shipment with date and time, another with the date only, none as null', () => {
    expect(shipmentDate({ Status: 'Delivered', DeliveryDate: '2026-03-07T14:30:00' })).toBe('07-03-2026 14:30');
    expect(shipmentDate({ Status: 'InTransit', DeliveryDate: '2026-03-20T09:15:00' })).toBe('20-03-2026');
    expect(shipmentDate({ Status: 'InTransit', DeliveryDate: null })).toBeNull();
    expect(shipmentDate({ Status: 'Delivered', DeliveryDate: null })).toBeNull();
  });
});
