import type { FastifyInstance } from 'fastify';
import type { Brand } from 'shared-kernel/contract';
import { z } from 'zod';
import { authOf } from '../auth/guard';
import { brandAccess } from '../auth/scope';
import { notFound } from '../http/errors';
import { Where } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

const BrandQuery = z.object({ filterOnBranch: z.enum(['true', 'false']).optional(), all: z.enum(['true', 'false']).optional() });
const BrandParams = z.object({ id: z.string().min(1).max(20) });

/**
 * Brands (spec section 7): the brands a user may see, optionally only those of the customer's branch.
 * `all=true` answers every brand of the portal to any signed-in user (the contact page's access request
 * is about brands the customer may not order yet); it ignores `filterOnBranch`.
 */
export default async function brandRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get('/brand', async (req): Promise<Brand[]> => {
    const a = authOf(req);
    const q = parse(BrandQuery, req.query);
    const where = new Where();
    const all = q.all === 'true';
    const access = all ? null : brandAccess(db, a);
    if (access) where.in('b.id', 'brand', access.length ? access : [-1]);
    if (!all && q.filterOnBranch === 'true' && a.customerKey) {
      where.add(
        'EXISTS (SELECT 1 FROM branch_brands x JOIN customers c ON c.branch_id = x.branch_id WHERE c.key = @ck AND x.brand_id = b.id AND x.is_part_of_branch = 1)',
        { ck: a.customerKey },
      );
    }
    const rows = db.prepare(`SELECT b.id, b.name, b.code, b.logo FROM brands b ${where} ORDER BY b.name`).all(where.params) as { id: number; name: string; code: string; logo: string }[];
    return rows.map((r) => ({ Id: r.id, Name: r.name, Code: r.code, Logo: absoluteUrl(req, r.logo) }));
  });

  /** GET brand/{id}/collection: the collections of a brand (id or code) */
  app.get('/brand/:id/collection', async (req) => {
    const { id } = parse(BrandParams, req.params);
    const brand = db.prepare('SELECT id FROM brands WHERE code = ? OR CAST(id AS TEXT) = ?').get(id, id) as { id: number } | undefined;
    if (!brand) throw notFound('The brand was not found.');
    return (db.prepare('SELECT id, name, season FROM collections WHERE brand_id = ? ORDER BY id').all(brand.id) as { id: number; name: string; season: string }[]).map((c) => ({ Id: c.id, Name: c.name, Season: c.season }));
  });
}
