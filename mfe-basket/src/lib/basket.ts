import type { Basket } from 'shared-kernel/contract';

/** The number of items in the basket: the amounts of every size variant of every product. */
export function basketCount(basket: Pick<Basket, 'Products'> | undefined): number {
  return (basket?.Products ?? []).reduce((sum, p) => sum + p.Variants.reduce((s, v) => s + v.ProductAmount, 0), 0);
}
