import type { DraftLine, DraftRestoreMode, DraftRestoreResponse, DraftSummary, DraftUser } from 'shared-kernel/contract';
import { VARIANT_INFO_COLUMNS, addToBasket, basketLineError, ensureBasketHead, type VariantInfo } from './basket';
import { basketTotals } from './money-rules';
import type { Db } from './open';
import type { ShopAccess } from './shop-list';

/**
 * Draft baskets (issue 10): read model and writes. A draft belongs to its owner user and their customer;
 * the owner and the users it is shared with (same customer) see it. Totals are at today's prices by the
 * basket's money rules (retail and original price per piece, no coupon).
 */

export interface DraftRow {
  id: number;
  owner_id: string;
  customer_key: string;
  name: string;
  is_dropshipment: number;
  created: string;
  updated: string;
  owner_first: string;
  owner_last: string;
}

/** a draft line: the variant as the basket checks it (VariantInfo) with the line's amount and prices; group or product deleted: deleted = 1 */
export interface DraftLineRow extends VariantInfo {
  variant_id: number;
  amount: number;
  sku: string;
  retail_cents: number;
  original_cents: number;
  deleted: number;
}

const DRAFT_SELECT = `SELECT d.id, d.owner_id, d.customer_key, d.name, d.is_dropshipment, d.created, d.updated, u.first_name AS owner_first, u.last_name AS owner_last
  FROM basket_drafts d JOIN users u ON u.id = d.owner_id`;

/** a draft by id (any customer: the route decides 403/404) */
export function draftById(db: Db, id: number): DraftRow | undefined {
  return db.prepare(`${DRAFT_SELECT} WHERE d.id = ?`).get(id) as DraftRow | undefined;
}

/** the drafts a user sees: own and shared with them, inside their customer; newest change first */
export function visibleDrafts(db: Db, userId: string, customerKey: string): DraftRow[] {
  return db
    .prepare(
      `${DRAFT_SELECT} WHERE d.customer_key = @customerKey AND (d.owner_id = @userId OR EXISTS (SELECT 1 FROM basket_draft_shares s WHERE s.draft_id = d.id AND s.user_id = @userId))
       ORDER BY d.updated DESC, d.id DESC`,
    )
    .all({ userId, customerKey }) as DraftRow[];
}

export function isSharedWith(db: Db, draftId: number, userId: string): boolean {
  return !!db.prepare('SELECT 1 FROM basket_draft_shares WHERE draft_id = ? AND user_id = ?').get(draftId, userId);
}

export function draftShares(db: Db, draftId: number): DraftUser[] {
  return (
    db
      .prepare('SELECT u.id, u.first_name, u.last_name FROM basket_draft_shares s JOIN users u ON u.id = s.user_id WHERE s.draft_id = ? ORDER BY u.last_name, u.first_name, u.id')
      .all(draftId) as { id: string; first_name: string; last_name: string }[]
  ).map((u) => ({ Id: u.id, Name: `${u.first_name} ${u.last_name}`.trim() }));
}

/** the lines of a draft with product data; deleted groups, products and variants stay (flagged) */
export function draftLines(db: Db, draftId: number): DraftLineRow[] {
  return db
    .prepare(
      `SELECT ${VARIANT_INFO_COLUMNS}, l.variant_id, l.amount, v.sku, p.retail_cents, p.original_cents,
         CASE WHEN g.is_deleted = 1 OR p.is_deleted = 1 THEN 1 ELSE 0 END AS deleted
       FROM basket_draft_lines l JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id
         JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
       WHERE l.draft_id = ? ORDER BY l.position, l.variant_id`,
    )
    .all(draftId) as DraftLineRow[];
}

/** the variant of a draft line as the basket's line check reads it; undefined when deleted */
export function lineVariant(l: DraftLineRow): VariantInfo | undefined {
  return l.deleted ? undefined : l;
}

/** why a draft line cannot go to the basket with `amount` (the basket's rules; deleted products named) */
export function draftLineError(l: DraftLineRow, amount: number, impersonated: boolean, access: ShopAccess): string | null {
  if (l.deleted) return `${l.group_name} ${l.color} (${l.size}) no longer exists.`;
  return basketLineError(lineVariant(l), amount, impersonated, access);
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** a list row; `withPrices` false (marketing) leaves the money out */
export function toDraftSummary(db: Db, d: DraftRow, callerId: string, withPrices: boolean, lines = draftLines(db, d.id)): DraftSummary {
  const totals = basketTotals(lines.map((l) => ({ unitCents: l.retail_cents, originalUnitCents: l.original_cents, amount: l.amount })));
  return {
    Id: d.id,
    Name: d.name,
    OwnerId: d.owner_id,
    OwnerName: nameOf(d.owner_first, d.owner_last),
    IsOwner: d.owner_id === callerId,
    IsDropshipment: !!d.is_dropshipment,
    Created: d.created,
    Updated: d.updated,
    LineCount: lines.length,
    TotalAmount: lines.reduce((s, l) => s + l.amount, 0),
    TotalCents: withPrices ? totals.totalCents : null,
    SharedWith: draftShares(db, d.id),
  };
}

export function toDraftLines(lines: DraftLineRow[], withPrices: boolean, impersonated: boolean, access: ShopAccess): DraftLine[] {
  const totals = basketTotals(lines.map((l) => ({ unitCents: l.retail_cents, originalUnitCents: l.original_cents, amount: l.amount })));
  return lines.map((l, i) => ({
    ProductVariantId: l.variant_id,
    ProductId: l.product_id,
    ProductGroupId: l.group_id,
    ProductName: l.group_name,
    ProductColorName: l.color,
    ProductSize: l.size,
    Sku: l.sku,
    Amount: l.amount,
    UnitCents: withPrices ? l.retail_cents : null,
    TotalCents: withPrices ? totals.lines[i].totalCents : null,
    Error: draftLineError(l, l.amount, impersonated, access),
  }));
}

/** saves the basket of a customer as a new draft of `ownerId`; null when the basket is empty */
export function saveDraft(db: Db, ownerId: string, customerKey: string, name: string): number | null {
  return db.transaction(() => {
    const items = db.prepare('SELECT variant_id, amount FROM basket_items WHERE customer_key = ? ORDER BY added_at, variant_id').all(customerKey) as { variant_id: number; amount: number }[];
    if (!items.length) return null;
    const head = db.prepare('SELECT is_dropshipment FROM baskets WHERE customer_key = ?').get(customerKey) as { is_dropshipment: number } | undefined;
    const now = new Date().toISOString();
    const id = Number(
      db
        .prepare('INSERT INTO basket_drafts (owner_id, customer_key, name, is_dropshipment, created, updated) VALUES (?, ?, ?, ?, ?, ?)')
        .run(ownerId, customerKey, name, head?.is_dropshipment ? 1 : 0, now, now).lastInsertRowid,
    );
    const insert = db.prepare('INSERT INTO basket_draft_lines (draft_id, variant_id, amount, position) VALUES (?, ?, ?, ?)');
    items.forEach((i, position) => insert.run(id, i.variant_id, i.amount, position));
    return id;
  })();
}

export function nameTaken(db: Db, ownerId: string, name: string): boolean {
  return !!db.prepare('SELECT 1 FROM basket_drafts WHERE owner_id = ? AND name = ?').get(ownerId, name);
}

/** replaces the share list of a draft */
export function setShares(db: Db, draftId: number, userIds: string[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM basket_draft_shares WHERE draft_id = ?').run(draftId);
    const insert = db.prepare('INSERT OR IGNORE INTO basket_draft_shares (draft_id, user_id) VALUES (?, ?)');
    for (const u of userIds) insert.run(draftId, u);
    db.prepare('UPDATE basket_drafts SET updated = ? WHERE id = ?').run(new Date().toISOString(), draftId);
  })();
}

export function deleteDraft(db: Db, draftId: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM basket_draft_shares WHERE draft_id = ?').run(draftId);
    db.prepare('DELETE FROM basket_draft_lines WHERE draft_id = ?').run(draftId);
    db.prepare('DELETE FROM basket_drafts WHERE id = ?').run(draftId);
  })();
}

/** can `userId` receive a draft of the customer: an active user of that customer in a customer role */
export function isColleague(db: Db, userId: string, customerKey: string): boolean {
  return !!db.prepare("SELECT 1 FROM users WHERE id = ? AND customer_key = ? AND is_deleted = 0 AND role IN ('Klant', 'PersoneelKlant', 'MarketingKlant')").get(userId, customerKey);
}

/**
 * Puts a draft into the customer's basket: replace empties the basket first (and takes the draft's dropshipment
 * flag), merge adds to it. A line `lineError` refuses (given the amount the basket line would hold) is skipped
 * with its Error; the answer carries the restored lines and the basket's new piece count.
 */
export function restoreDraft(
  db: Db,
  d: DraftRow,
  customerKey: string,
  mode: DraftRestoreMode,
  lineError: (l: DraftLineRow, amount: number) => string | null,
): DraftRestoreResponse {
  const result: DraftRestoreResponse = { Errors: [], Details: [], BasketCount: 0 };
  const inBasket = db.prepare('SELECT amount FROM basket_items WHERE customer_key = ? AND variant_id = ?');
  db.transaction(() => {
    ensureBasketHead(db, customerKey);
    if (mode === 'replace') {
      db.prepare('DELETE FROM basket_items WHERE customer_key = ?').run(customerKey);
      db.prepare('UPDATE baskets SET is_dropshipment = ? WHERE customer_key = ?').run(d.is_dropshipment, customerKey);
    }
    for (const l of draftLines(db, d.id)) {
      const already = (inBasket.get(customerKey, l.variant_id) as { amount: number } | undefined)?.amount ?? 0;
      const error = lineError(l, already + l.amount);
      if (error) {
        result.Errors.push(error);
        continue;
      }
      addToBasket(db, customerKey, lineVariant(l)!, l.amount);
      result.Details.push({ ProductVariantId: l.variant_id, ProductName: l.group_name, ProductColorName: l.color, ProductSize: l.size, Amount: l.amount });
    }
    result.BasketCount = (db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM basket_items WHERE customer_key = ?').get(customerKey) as { n: number }).n;
  })();
  return result;
}
