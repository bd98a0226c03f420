import type { FastifyRequest } from 'fastify';
import { PREORDER_CUSTOMER_STATES, PREORDER_STATES } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { canSeePreOrder, isStaffAuth, visiblePreOrderSheet } from '../auth/scope';
import type { Auth } from '../auth/session';
import type { Db } from '../db/open';
import { findPreOrder, type PreOrderRow } from '../db/preorder';
import { ApiError, badRequest, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { withoutPricesAndStock } from '../http/redact';
import { nowIso } from '../http/time';

/**
 * The pre-order of the `:id` path value, visible to the caller (404 otherwise). The id is read with idParam,
 * so this works for routes whose params are validated already (a number) and for any other (text).
 */
export function preOrderOf(db: Db, req: FastifyRequest): PreOrderRow {
  return visiblePreOrder(req, (id, auth) => (canSeePreOrder(db, auth, id) ? findPreOrder(db, id) : undefined));
}

/** what `read` answers of the `:id` pre-order for the caller (undefined: none they may see), else 404 */
function visiblePreOrder<T>(req: FastifyRequest, read: (id: number, auth: Auth) => T | undefined): T {
  const id = idParam(req.params);
  const row = read(id, authOf(req));
  if (!row) throw notFound(`The pre-order ${id} was not found.`);
  return row;
}

/**
 * preOrderOf for a route that needs only the pre-order's sheet: the product grid, asked for page by page
 * (issue 20). The same rule in one read (visiblePreOrderSheet, which canSeePreOrder is), without the
 * pre-order's row with its sheet, customer and salesman (seven joins, ~5% of the API thread's CPU under the
 * grid's load).
 */
export function preOrderSheetOf(db: Db, req: FastifyRequest): { id: number; sheet_id: number } {
  return visiblePreOrder(req, (id, auth) => visiblePreOrderSheet(db, auth, id));
}

/**
 * Read-only when closed or the deadline expired (spec section 4), for every caller. Sending does not end
 * editing: a customer may still change a pre-order sent to the salesman until the salesman closes it
 * or its deadline passes (issue 15); only the send itself is refused once sent (`assertSendable`).
 */
export function assertEditable(p: PreOrderRow, _a: Auth): void {
  if (p.is_closed || p.state === PREORDER_STATES.Closed) throw badRequest('The pre-order is closed.');
  if (p.deadline < nowIso()) throw badRequest('The deadline of the pre-order has expired.');
}

/**
 * PUT sendtosales (spec section 4: send is disabled once sent, closed or deadline expired). The customer's
 * send (also by an admin or salesman impersonating them) is refused once the pre-order was sent, by the
 * customer (customer state 2) or by the salesman to sales (state 2); the salesman's own send to sales is
 * refused only when closed or expired.
 */
export function assertSendable(p: PreOrderRow, a: Auth): void {
  assertEditable(p, a);
  const asCustomer = !isStaffAuth(a) || a.impersonated;
  if (asCustomer && (p.state !== PREORDER_STATES.Open || p.customer_state === PREORDER_CUSTOMER_STATES.Sent)) throw badRequest('The pre-order was already sent.');
}

/** ExceptionMessage of a refused stale header write (spec section 8, concurrency) */
export const STALE_PREORDER_MESSAGE = 'The pre-order has already been changed by another user and the latest version will be loaded.';

/** 409: the header write was based on another row version than the stored one; nothing was changed */
export const stalePreOrder = () => new ApiError(409, { Message: 'The pre-order was changed since it was loaded.', ExceptionMessage: STALE_PREORDER_MESSAGE });

/*
 * Optimistic concurrency of the pre-order header (issue 6, spec section 8): PUT customer and sales carry the
 * RowVersion their edit is based on; a different stored version is refused with 409 before the discount
 * check and before anything is written (`assertFresh`), and the write itself is a compare-and-set
 * (db/preorder.ts `updateAsCustomer`, `updateAsSales`; a lost race is the same 409, `writtenOrStale`).
 * Writes without RowVersion (older clients) are not checked. sendtosales and close only increment it.
 * Line writes (variant amounts, product and group settings) neither carry nor check it: the autosave sends
 * them in parallel, and each sets one absolute value of one line, so none can silently undo another edit.
 */

/** 409 when the client sent a RowVersion that is not the stored one */
export function assertFresh(p: PreOrderRow, rowVersion: number | undefined): void {
  if (rowVersion !== undefined && rowVersion !== p.row_version) throw stalePreOrder();
}

/** 409 when a compare-and-set header write changed nothing: another write came first */
export function writtenOrStale(written: boolean): void {
  if (!written) throw stalePreOrder();
}

/**
 * Marketing users get no prices and no stock (spec section 6): the app's one redaction (http/redact.ts), which
 * every JSON answer passes anyway; the pre-order reads that call it keep working if they ever serialize
 * their answer themselves.
 */
export function pricesFor<T>(a: Auth, answer: T): T {
  return seesPrices(a) ? answer : withoutPricesAndStock(answer);
}

/** false for MarketingKlant: every price of a pre-order answer is 0 for them (pricesFor) */
export const seesPrices = (a: Auth): boolean => a.role !== 'MarketingKlant';
