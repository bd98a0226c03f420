import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guard';
import { brandAccess } from '../auth/scope';
import { brandRepository } from '../db/brands';
import { notFound } from '../http/errors';
import { route } from '../http/operation';
import { absoluteUrl } from '../http/urls';

/**
 * Brands (spec section 7): the brands a user may see, optionally only those of the customer's branch.
 * `all=true` answers every brand of the portal to any signed-in user (the contact page's access request
 * is about brands the customer may not order yet); it ignores `filterOnBranch`.
 */
export default async function brandRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const brands = brandRepository(db);

  route(app, 'listBrands', async (req) => {
    const a = authOf(req);
    const all = req.query.all === 'true';
    const list = brands.list({ only: all ? null : brandAccess(db, a), branchOf: !all && req.query.filterOnBranch === 'true' ? a.customerKey : null });
    return list.map((b) => ({ ...b, Logo: absoluteUrl(req, b.Logo) }));
  });

  /** the collections of a brand (id or code) */
  route(app, 'listBrandCollections', async (req) => {
    const collections = brands.collectionsOf(req.params.id);
    if (!collections) throw notFound('The brand was not found.');
    return collections;
  });
}
