import { roleFlags, type Session } from 'shared-kernel';

/** What the product detail shows to the signed-in user (spec sections 1 and 6). */
export interface ProductPermissions {
  /** the price the dealer pays: `RetailFromPrice` / `RetailPrice` (what basket/addItems charges) */
  showPurchasePrice: boolean;
  /** the consumer price: `OriginalFromPrice` / `OriginalPrice` */
  showRetailPrice: boolean;
  /** dropshipment, size inputs and add to cart */
  canOrder: boolean;
  /** stock indication text */
  showStock: boolean;
  /** supplier indication, days to deliver, next deliveries */
  showSupplier: boolean;
  /** pre-order sizes (PRE, PRE2) are shown and orderable only while impersonating (spec section 4) */
  impersonating: boolean;
}

/**
 * Spec section 6: marketing sees no prices, stock or supplier info and does not order; staff, marketing
 * and customer-hidden users see no retail price; customer-is-watching hides purchase prices;
 * customer-hidden users see the stock indication text but no supplier numbers. `isCustomerHidden` is
 * the customer-is-watching flag of the session (shared-kernel roleFlags).
 */
export function productPermissions(session: Session | null): ProductPermissions {
  const f = roleFlags(session);
  return {
    showPurchasePrice: !f.isMarketing && !f.isCustomerHidden,
    showRetailPrice: !f.isMarketing && !f.isPersoneel && !f.isCustomerHidden,
    canOrder: !f.isMarketing,
    showStock: !f.isMarketing,
    showSupplier: !f.isMarketing && !f.isCustomerHidden,
    impersonating: f.impersonated,
  };
}

/** Spec section 6: prices and ordering need CustomerHasAccess true and RetailFromPrice at least 0. */
export function hasProductAccess(group: { CustomerHasAccess: boolean; RetailFromPrice: number }): boolean {
  return group.CustomerHasAccess && group.RetailFromPrice >= 0;
}
