import type { StockStatus, Variant } from 'shared-kernel/contract';

/**
 * The stock-status rules of spec section 4 for ordering sizes in the shop (product detail and fast
 * order). One place, so both screens and their tests agree with mock-api's basket rules.
 *
 * - STOCK, STOCK2, OPB, NOS: always orderable (any amount above 0).
 * - ZVS, ZVS2, OUT, OUT2: limited by stock plus supplier stock; disabled without either.
 * - PRE, PRE2: pre-order sizes, shown and orderable only while impersonating, limited by future
 *   available stock plus supplier stock.
 * - NO: not available, the input is hidden.
 */
export type SizeRule =
  | { kind: 'hidden' }
  | { kind: 'disabled' }
  | { kind: 'open' }
  | { kind: 'limited'; max: number };

const ALWAYS: readonly StockStatus[] = ['STOCK', 'STOCK2', 'OPB', 'NOS'];
const LIMITED: readonly StockStatus[] = ['ZVS', 'ZVS2', 'OUT', 'OUT2'];
const PRE: readonly StockStatus[] = ['PRE', 'PRE2'];

export const isPreOrderStatus = (s: StockStatus) => PRE.includes(s);

/** How one size may be ordered. */
export function sizeRule(v: Pick<Variant, 'StockStatus' | 'Stock' | 'SupplierStock' | 'FutureAvailableStock' | 'IsPIMDisabled'>, impersonating: boolean): SizeRule {
  if (v.StockStatus === 'NO' || v.IsPIMDisabled) return { kind: 'hidden' };
  if (ALWAYS.includes(v.StockStatus)) return { kind: 'open' };
  if (LIMITED.includes(v.StockStatus)) {
    const max = Math.max(0, v.Stock) + Math.max(0, v.SupplierStock);
    return max > 0 ? { kind: 'limited', max } : { kind: 'disabled' };
  }
  if (PRE.includes(v.StockStatus)) {
    if (!impersonating) return { kind: 'hidden' };
    const max = Math.max(0, v.FutureAvailableStock) + Math.max(0, v.SupplierStock);
    return max > 0 ? { kind: 'limited', max } : { kind: 'disabled' };
  }
  return { kind: 'hidden' };
}

/** The largest amount the size input accepts (undefined: no limit). */
export function maxAmount(rule: SizeRule): number | undefined {
  return rule.kind === 'limited' ? rule.max : rule.kind === 'open' ? undefined : 0;
}

/**
 * Spec section 4: add to cart is disabled if any amount has status NO, or a limited status
 * (ZVS/ZVS2, and OUT/OUT2 and pre-order sizes likewise here) with an amount above what may be ordered.
 */
export function blocksAddToCart(
  lines: { variant: Pick<Variant, 'StockStatus' | 'Stock' | 'SupplierStock' | 'FutureAvailableStock' | 'IsPIMDisabled'>; amount: number }[],
  impersonating: boolean,
): boolean {
  return lines.some(({ variant, amount }) => {
    if (amount <= 0) return false;
    const rule = sizeRule(variant, impersonating);
    if (rule.kind === 'hidden' || rule.kind === 'disabled') return true;
    return rule.kind === 'limited' && amount > rule.max;
  });
}

/** Spec section 5: size amounts are integers, min 0; non-numeric resets to 0. */
export function parseAmount(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
