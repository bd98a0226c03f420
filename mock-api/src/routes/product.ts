import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guard';
import { catalogueQueries } from '../db/catalogue';
import { notFound } from '../http/errors';
import { route } from '../http/operation';
import { absoluteUrl } from '../http/urls';

/** Products (spec section 7): GET product/{id}, one colour product with its variants. */
export default async function productRoutes(app: FastifyInstance): Promise<void> {
  const cat = catalogueQueries(app.ctx.db);
  route(app, 'getProduct', async (req) => {
    const p = cat.product(req.params.id);
    if (!p) throw notFound('The product was not found.');
    const a = authOf(req);
    // marketing users: no prices or stock (http/redact.ts, for every answer)
    return cat.toProduct(p, (path) => absoluteUrl(req, path), cat.basketOf(a.customerKey));
  });
}
