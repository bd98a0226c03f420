import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import type { Auth } from '../auth/session';
import {
  deleteDraft,
  draftById,
  draftLineError,
  draftLines,
  isColleague,
  isSharedWith,
  nameTaken,
  restoreDraft,
  saveDraft,
  setShares,
  toDraftLines,
  toDraftSummary,
  visibleDrafts,
  type DraftRow,
} from '../db/drafts';
import { shopAccessOf } from '../db/shop-list';
import { forbidden, modelStateError, notFound } from '../http/errors';
import { route } from '../http/operation';

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

  /** the draft `id`, checked against the caller (owner or shared with them) */
  function visibleDraft(req: FastifyRequest, id: number): DraftRow {
    const a = authOf(req);
    const d = draftById(db, id);
    if (!d || d.customer_key !== a.customerKey) throw notFound(DRAFT_NOT_FOUND);
    if (d.owner_id !== a.user.id && !isSharedWith(db, d.id, a.user.id)) throw forbidden();
    return d;
  }

  function ownDraft(req: FastifyRequest, id: number): DraftRow {
    const d = visibleDraft(req, id);
    if (d.owner_id !== authOf(req).user.id) throw forbidden('Only the owner of a draft may share or delete it.');
    return d;
  }

  const summary = (req: FastifyRequest, d: DraftRow) => toDraftSummary(db, d, authOf(req).user.id, withPrices(authOf(req)));

  route(app, 'listDrafts', async (req) => {
    const a = authOf(req);
    return visibleDrafts(db, a.user.id, a.customerKey ?? '').map((d) => summary(req, d));
  });

  route(app, 'createDraft', async (req, reply) => {
    const a = authOf(req);
    const { Name } = req.body;
    if (nameTaken(db, a.user.id, Name)) throw modelStateError({ Name: [`You already have a draft named '${Name}'.`] });
    const id = saveDraft(db, a.user.id, a.customerKey ?? '', Name);
    if (id === null) throw modelStateError({ '': ['The basket is empty.'] });
    return reply.status(201).send(summary(req, draftById(db, id)!));
  });

  route(app, 'getDraft', async (req) => {
    const a = authOf(req);
    const d = visibleDraft(req, req.params.id);
    const lines = draftLines(db, d.id);
    return { ...toDraftSummary(db, d, a.user.id, withPrices(a), lines), Lines: toDraftLines(lines, withPrices(a), a.impersonated, shopAccessOf(db, a)) };
  });

  /** restore: replace empties the basket (and takes the draft's dropshipment flag), merge adds to it; lines that cannot be ordered are skipped with an Error */
  route(app, 'restoreDraft', async (req) => {
    const a = authOf(req);
    const d = visibleDraft(req, req.params.id);
    const access = shopAccessOf(db, a);
    return restoreDraft(db, d, a.customerKey ?? '', req.body.Mode, (l, amount) => draftLineError(l, amount, a.impersonated, access));
  });

  /** share: the complete list of users; only active users of the same customer, not the owner */
  route(app, 'shareDraft', async (req) => {
    const a = authOf(req);
    const d = ownDraft(req, req.params.id);
    const ids = [...new Set(req.body.UserIds.map((u) => u.toLowerCase()))];
    const wrong = ids.filter((u) => u === a.user.id || !isColleague(db, u, d.customer_key));
    if (wrong.length) throw modelStateError({ UserIds: [`These users cannot receive the draft: ${wrong.join(', ')}.`] });
    setShares(db, d.id, ids);
    return summary(req, draftById(db, d.id)!);
  });

  route(app, 'deleteDraft', async (req, reply) => {
    deleteDraft(db, ownDraft(req, req.params.id).id);
    return reply.status(200).send();
  });
}
