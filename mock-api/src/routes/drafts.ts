import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DraftCreateSchema,
  DraftDetailSchema,
  DraftRestoreResponseSchema,
  DraftRestoreSchema,
  DraftShareSchema,
  DraftSummarySchema,
  type DraftRestoreResponse,
} from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import type { Auth } from '../auth/session';
import { addToBasket, ensureBasketHead } from '../db/basket';
import {
  deleteDraft,
  draftById,
  draftLineError,
  draftLines,
  isSharedWith,
  lineVariant,
  nameTaken,
  saveDraft,
  setShares,
  toDraftLines,
  toDraftSummary,
  visibleDrafts,
  type DraftRow,
} from '../db/drafts';
import { shopAccessOf } from '../db/shop-list';
import { forbidden, modelStateError, notFound } from '../http/errors';
import { parse } from '../http/validate';

const customers = { config: { roles: ROLE_GROUPS.customer } };
const buyers = { config: { roles: ROLE_GROUPS.buyer } };
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const DRAFT_NOT_FOUND = 'The draft was not found.';

/** marketing users see no prices (spec section 6) */
const withPrices = (a: Auth) => a.role !== 'MarketingKlant';

/**
 * Draft baskets (issue 10): customer roles only; an impersonating admin or salesman acts as the customer's
 * main user. A draft of another customer is 404; one of the same customer that is neither the caller's
 * nor shared with them is 403; only the owner shares and deletes. Saving and restoring change or read the
 * basket as a buyer: Klant and PersoneelKlant; marketing reads drafts shared with them, without prices.
 */
export default async function draftRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  /** the draft of the `id` path value, checked against the caller (owner or shared with them) */
  function visibleDraft(req: FastifyRequest): DraftRow {
    const a = authOf(req);
    const { id } = parse(IdParams, req.params);
    const d = draftById(db, id);
    if (!d || d.customer_key !== a.customerKey) throw notFound(DRAFT_NOT_FOUND);
    if (d.owner_id !== a.user.id && !isSharedWith(db, d.id, a.user.id)) throw forbidden();
    return d;
  }

  function ownDraft(req: FastifyRequest): DraftRow {
    const d = visibleDraft(req);
    if (d.owner_id !== authOf(req).user.id) throw forbidden('Only the owner of a draft may share or delete it.');
    return d;
  }

  const summary = (req: FastifyRequest, d: DraftRow) => DraftSummarySchema.parse(toDraftSummary(db, d, authOf(req).user.id, withPrices(authOf(req))));

  app.get('/basket/drafts', customers, async (req) => {
    const a = authOf(req);
    return visibleDrafts(db, a.user.id, a.customerKey ?? '').map((d) => summary(req, d));
  });

  app.post('/basket/drafts', buyers, async (req, reply) => {
    const a = authOf(req);
    const { Name } = parse(DraftCreateSchema, req.body);
    if (nameTaken(db, a.user.id, Name)) throw modelStateError({ Name: [`You already have a draft named '${Name}'.`] });
    const id = saveDraft(db, a.user.id, a.customerKey ?? '', Name);
    if (id === null) throw modelStateError({ '': ['The basket is empty.'] });
    return reply.status(201).send(summary(req, draftById(db, id)!));
  });

  app.get('/basket/drafts/:id', customers, async (req) => {
    const a = authOf(req);
    const d = visibleDraft(req);
    const lines = draftLines(db, d.id);
    return DraftDetailSchema.parse({
      ...toDraftSummary(db, d, a.user.id, withPrices(a), lines),
      Lines: toDraftLines(lines, withPrices(a), a.impersonated, shopAccessOf(db, a)),
    });
  });

  /** restore: replace empties the basket (and takes the draft's dropshipment flag), merge adds to it; lines that cannot be ordered are skipped with an Error */
  app.post('/basket/drafts/:id/restore', buyers, async (req): Promise<DraftRestoreResponse> => {
    const a = authOf(req);
    const d = visibleDraft(req);
    const { Mode } = parse(DraftRestoreSchema, req.body);
    const key = a.customerKey ?? '';
    const access = shopAccessOf(db, a);
    const result: DraftRestoreResponse = { Errors: [], Details: [], BasketCount: 0 };
    const inBasket = db.prepare('SELECT amount FROM basket_items WHERE customer_key = ? AND variant_id = ?');
    db.transaction(() => {
      ensureBasketHead(db, key);
      if (Mode === 'replace') {
        db.prepare('DELETE FROM basket_items WHERE customer_key = ?').run(key);
        db.prepare('UPDATE baskets SET is_dropshipment = ? WHERE customer_key = ?').run(d.is_dropshipment, key);
      }
      for (const l of draftLines(db, d.id)) {
        const already = (inBasket.get(key, l.variant_id) as { amount: number } | undefined)?.amount ?? 0;
        const error = draftLineError(l, already + l.amount, a.impersonated, access);
        if (error) {
          result.Errors.push(error);
          continue;
        }
        addToBasket(db, key, lineVariant(l)!, l.amount);
        result.Details.push({ ProductVariantId: l.variant_id, ProductName: l.group_name, ProductColorName: l.color, ProductSize: l.size, Amount: l.amount });
      }
      result.BasketCount = (db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM basket_items WHERE customer_key = ?').get(key) as { n: number }).n;
    })();
    return DraftRestoreResponseSchema.parse(result);
  });

  /** share: the complete list of users; only active users of the same customer, not the owner */
  app.put('/basket/drafts/:id/share', customers, async (req) => {
    const a = authOf(req);
    const d = ownDraft(req);
    const ids = [...new Set(parse(DraftShareSchema, req.body).UserIds.map((u) => u.toLowerCase()))];
    const colleague = db.prepare("SELECT 1 FROM users WHERE id = ? AND customer_key = ? AND is_deleted = 0 AND role IN ('Klant', 'PersoneelKlant', 'MarketingKlant')");
    const wrong = ids.filter((u) => u === a.user.id || !colleague.get(u, d.customer_key));
    if (wrong.length) throw modelStateError({ UserIds: [`These users cannot receive the draft: ${wrong.join(', ')}.`] });
    setShares(db, d.id, ids);
    return summary(req, draftById(db, d.id)!);
  });

  app.delete('/basket/drafts/:id', customers, async (req, reply) => {
    deleteDraft(db, ownDraft(req).id);
    return reply.status(200).send();
  });
}
