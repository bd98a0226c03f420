import type { FastifyRequest } from 'fastify';
import { PREORDER_STATES } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { canSeePreOrder, isStaffAuth } from '../auth/scope';
import type { Auth } from '../auth/session';
import type { Db } from '../db/open';
import { PREORDER_COLUMNS, PREORDER_FROM, withoutPreOrderPrices, type PreOrderRow } from '../db/preorder';
import { ApiError, badRequest, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { nowIso } from '../http/time';

/** the pre-order of the `:id` path value, visible to the caller (404 otherwise) */
export function preOrderOf(db: Db, req: FastifyRequest): PreOrderRow {
  const id = idParam(req.params);
  const a = authOf(req);
  const row = db.prepare(`${PREORDER_COLUMNS} ${PREORDER_FROM} WHERE p.id = ?`).get(id) as PreOrderRow | undefined;
  if (!row || !canSeePreOrder(db, a, id)) throw notFound(`The pre-order ${id} was not found.`);
  return row;
}

/**
 * Read-only when closed or the deadline expired (spec section 4); customers change only open pre-orders
 * that they have not sent yet.
 */
export function assertEditable(p: PreOrderRow, a: Auth): void {
  if (p.is_closed || p.state === PREORDER_STATES.Closed) throw badRequest('The pre-order is closed.');
  if (p.deadline < nowIso()) throw badRequest('The deadline of the pre-order has expired.');
  if (!isStaffAuth(a) && p.state !== PREORDER_STATES.Open) throw badRequest('The pre-order was sent and cannot be changed any more.');
}

/** ExceptionMessage of a refused stale header write (spec section 8, concurrency) */
export const STALE_PREORDER_MESSAGE = 'The pre-order has already been changed by another user and the latest version will be loaded.';

/** 409: the header write was based on another row version than the stored one; nothing was changed */
export const stalePreOrder = () => new ApiError(409, { Message: 'The pre-order was changed since it was loaded.', ExceptionMessage: STALE_PREORDER_MESSAGE });

/*
 * Optimistic concurrency of the pre-order header (issue 6, spec section 8): PUT customer and sales carry the
 * RowVersion their edit is based on; a different stored version is refused with 409 before the discount
 * check and before anything is written (`assertFresh`), and the write itself is a compare-and-set (`writeHeader`).
 * Writes without RowVersion (older clients) are not checked. sendtosales and close only increment it.
 * Line writes (variant amounts, product and group settings) neither carry nor check it: the autosave sends
 * them in parallel, and each sets one absolute value of one line, so none can silently undo another edit.
 */

/** 409 when the client sent a RowVersion that is not the stored one */
export function assertFresh(p: PreOrderRow, rowVersion: number | undefined): void {
  if (rowVersion !== undefined && rowVersion !== p.row_version) throw stalePreOrder();
}

/**
 * Runs `sql`, an UPDATE of `preorders` whose SET increments `row_version` and whose WHERE is
 * `id = @id AND row_version = @expected` (the version `p` was read with); no row changed means another
 * write came first: 409.
 */
export function writeHeader(db: Db, p: PreOrderRow, sql: string, params: Record<string, unknown>): void {
  const { changes } = db.prepare(sql).run({ ...params, id: p.id, expected: p.row_version });
  if (changes === 0) throw stalePreOrder();
}

export const touch = (db: Db, id: number) => db.prepare('UPDATE preorders SET last_update = ? WHERE id = ?').run(nowIso(), id);

/**
 * Marketing users get no prices (spec section 6): for MarketingKlant every price field of a pre-order answer
 * (product lists, totals, subgroup and delivery-moment totals) is 0, as the catalogue does; amounts,
 * discounts and percentages stay.
 */
export function pricesFor<T>(a: Auth, answer: T): T {
  return seesPrices(a) ? answer : withoutPreOrderPrices(answer);
}

/** false for MarketingKlant: every price of a pre-order answer is 0 for them (pricesFor) */
export const seesPrices = (a: Auth): boolean => a.role !== 'MarketingKlant';
