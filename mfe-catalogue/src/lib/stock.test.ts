import type { StockStatus } from 'shared-kernel/contract';
import { blocksAddToCart, maxAmount, parseAmount, sizeRule } from './stock';

const v = (StockStatus: StockStatus, Stock = 0, SupplierStock = 0, FutureAvailableStock = 0) => ({ StockStatus, Stock, SupplierStock, FutureAvailableStock, IsPIMDisabled: false });

describe('stock-status rules (spec section 4)', () => {
  it.each(['STOCK', 'STOCK2', 'OPB', 'NOS'] as const)('%s is always orderable, even without stock', (s) => {
    expect(sizeRule(v(s), false)).toEqual({ kind: 'open' });
    expect(maxAmount(sizeRule(v(s), false))).toBeUndefined();
  });

  it.each(['ZVS', 'ZVS2', 'OUT', 'OUT2'] as const)('%s is limited by stock plus supplier stock, disabled without', (s) => {
    expect(sizeRule(v(s, 3, 2), false)).toEqual({ kind: 'limited', max: 5 });
    expect(sizeRule(v(s, 0, 0), false)).toEqual({ kind: 'disabled' });
    expect(sizeRule(v(s, -2, 1), false)).toEqual({ kind: 'limited', max: 1 });
  });

  it.each(['PRE', 'PRE2'] as const)('%s shows only while impersonating, limited by future plus supplier stock', (s) => {
    expect(sizeRule(v(s, 9, 1, 4), false)).toEqual({ kind: 'hidden' });
    expect(sizeRule(v(s, 9, 1, 4), true)).toEqual({ kind: 'limited', max: 5 });
    expect(sizeRule(v(s, 9, 0, 0), true)).toEqual({ kind: 'disabled' });
  });

  it('NO hides the input', () => {
    expect(sizeRule(v('NO', 10), true)).toEqual({ kind: 'hidden' });
  });

  it('add to cart is blocked by an amount above a limited size, or on a size that cannot be ordered', () => {
    expect(blocksAddToCart([{ variant: v('ZVS', 2, 1), amount: 3 }], false)).toBe(false);
    expect(blocksAddToCart([{ variant: v('ZVS', 2, 1), amount: 4 }], false)).toBe(true);
    expect(blocksAddToCart([{ variant: v('NO', 5), amount: 1 }], false)).toBe(true);
    expect(blocksAddToCart([{ variant: v('NO', 5), amount: 0 }, { variant: v('STOCK'), amount: 50 }], false)).toBe(false);
    expect(blocksAddToCart([{ variant: v('PRE', 0, 0, 2), amount: 1 }], false)).toBe(true);
  });

  it('amounts are integers from 0; anything else resets to 0', () => {
    expect(parseAmount('4')).toBe(4);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('-3')).toBe(0);
    expect(parseAmount('2.7')).toBe(2);
  });
});
