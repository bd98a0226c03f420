import type { Db } from '../db/open';
import type { Auth } from './session';

/**
 * Whose data a list shows by default: admin all; salesman the customers assigned to them; customer roles
 * (also while impersonated) their own company.
 */
export type CustomerScope = { kind: 'all' } | { kind: 'salesman'; salesmanId: string } | { kind: 'customer'; customerKey: string };

export function customerScope(auth: Auth): CustomerScope {
  if (auth.role === 'Admin') return { kind: 'all' };
  if (auth.role === 'Vertegenwoordiger') return { kind: 'salesman', salesmanId: auth.user.id };
  return { kind: 'customer', customerKey: auth.customerKey ?? '' };
}

/**
 * SQL condition on a customers alias `c` (and for pre-orders the row alias `p`) with named parameters
 * `@scopeSalesman` / `@scopeCustomer`; spread `scopeParams(scope)` into the statement's parameters.
 */
export function scopeSql(scope: CustomerScope, preorderAlias?: string): string {
  if (scope.kind === 'all') return '1 = 1';
  if (scope.kind === 'customer') return 'c.key = @scopeCustomer';
  return preorderAlias ? `(c.salesman_id = @scopeSalesman OR ${preorderAlias}.salesman_id = @scopeSalesman)` : 'c.salesman_id = @scopeSalesman';
}

export function scopeParams(scope: CustomerScope): Record<string, string> {
  if (scope.kind === 'salesman') return { scopeSalesman: scope.salesmanId };
  if (scope.kind === 'customer') return { scopeCustomer: scope.customerKey };
  return {};
}

/**
 * Which pre-orders a list shows: like `customerScope`, but a salesman who turns "my customers only" off
 * (`myCustomersOnly=false`) sees every customer's, as admin does.
 */
export function preOrderListScope(auth: Auth, myCustomersOnly: 'true' | 'false' | undefined): CustomerScope {
  return auth.role === 'Vertegenwoordiger' && myCustomersOnly === 'false' ? { kind: 'all' } : customerScope(auth);
}

/**
 * May the user see (open, chat on) and change this pre-order? Admin and salesman every one (a salesman lists
 * other salesmen's customers with "my customers only" off and may impersonate any customer, so he may cover
 * for a colleague: the write scope is the read scope, issue 15); customer roles their company's. What a role
 * may change of it is the route's (config.roles, assertEditable).
 */
export function canSeePreOrder(db: Db, auth: Auth, preOrderId: number): boolean {
  return visiblePreOrderSheet(db, auth, preOrderId) !== undefined;
}

/** canSeePreOrder's read, with the pre-order's sheet: undefined when there is no such pre-order or the user may not see it */
export function visiblePreOrderSheet(db: Db, auth: Auth, preOrderId: number): { id: number; sheet_id: number } | undefined {
  const scope: CustomerScope = auth.role === 'Vertegenwoordiger' ? { kind: 'all' } : customerScope(auth);
  return db
    .prepare(`SELECT p.id, p.sheet_id FROM preorders p JOIN customers c ON c.key = p.customer_key WHERE p.id = @id AND ${scopeSql(scope, 'p')}`)
    .get({ id: preOrderId, ...scopeParams(scope) }) as { id: number; sheet_id: number } | undefined;
}

/** may the user see this customer? Admin and salesman see every customer (customer list), customers their own. */
export function canSeeCustomer(auth: Auth, customerKey: string): boolean {
  return auth.role === 'Admin' || auth.role === 'Vertegenwoordiger' || auth.customerKey === customerKey;
}

/** the brand ids a user may buy: null = every brand (admin and salesman when not impersonating) */
export function brandAccess(db: Db, auth: Auth): number[] | null {
  if (auth.role === 'Admin' || auth.role === 'Vertegenwoordiger') return null;
  return (db.prepare('SELECT brand_id FROM customer_brands WHERE customer_key = ? ORDER BY brand_id').all(auth.customerKey ?? '') as { brand_id: number }[]).map(
    (r) => r.brand_id,
  );
}

/** admin or salesman acting as themselves or while impersonating */
export function isStaffAuth(auth: Auth): boolean {
  return auth.actor !== null || auth.role === 'Admin' || auth.role === 'Vertegenwoordiger';
}
