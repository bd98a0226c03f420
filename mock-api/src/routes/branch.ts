import type { FastifyInstance } from 'fastify';
import { BranchSchema, SearchPageQuerySchema, type Branch } from 'shared-kernel/contract';
import { ROLE_GROUPS } from '../auth/guard';
import { modelStateError, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import { parse } from '../http/validate';

const admin = { config: { roles: ROLE_GROUPS.admin } };

/** Branches (spec section 7, admin): list, one, and PUT of brand membership and country restrictions. */
export default async function branchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const brands = db.prepare(
    'SELECT b.id, b.code, b.name, COALESCE(x.is_part_of_branch, 0) AS part FROM brands b LEFT JOIN branch_brands x ON x.brand_id = b.id AND x.branch_id = ? ORDER BY b.name',
  );
  const restrictions = db.prepare('SELECT brand_id, country_code, restriction_level FROM branch_restrictions WHERE branch_id = ? ORDER BY country_code');
  const one = db.prepare('SELECT id, name FROM branches WHERE id = ?');

  function toBranch(r: { id: number; name: string }): Branch {
    const rs = restrictions.all(r.id) as { brand_id: number; country_code: string; restriction_level: 'restricted' | 'view' | 'sell' }[];
    const byBrand: Branch['Brands'] = {};
    for (const b of brands.all(r.id) as { id: number; code: string; name: string; part: number }[]) {
      byBrand[b.code] = {
        Name: b.name,
        IsPartOfBranch: bool(b.part),
        Restrictions: rs.filter((x) => x.brand_id === b.id).map((x) => ({ CountryCode: x.country_code, RestrictionLevel: x.restriction_level })),
      };
    }
    return { Id: r.id, Name: r.name, Brands: byBrand };
  }
  function find(id: number) {
    const row = one.get(id) as { id: number; name: string } | undefined;
    if (!row) throw notFound('The branch was not found.');
    return row;
  }

  app.get('/branch', admin, async (req) => {
    const q = parse(SearchPageQuerySchema.extend({ PageSize: SearchPageQuerySchema.shape.PageSize.default(100) }), req.query);
    const where = new Where();
    if (q.search) where.add("br.name LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
    return pagedQuery(db, { select: 'SELECT br.id, br.name', from: 'FROM branches br', where, orderBy: 'br.name', page: q.Page, pageSize: q.PageSize, map: toBranch });
  });

  app.get('/branch/:id', admin, async (req) => toBranch(find(idParam(req.params))));

  /** PUT branch/{Id}: Name is read only; Brands keyed by code replace membership and restrictions */
  app.put('/branch/:id', admin, async (req) => {
    const branch = find(idParam(req.params));
    const body = parse(BranchSchema.omit({ Id: true, Name: true }).extend(BranchSchema.pick({ Id: true, Name: true }).partial().shape), req.body);
    const known = new Map((db.prepare('SELECT id, code FROM brands').all() as { id: number; code: string }[]).map((b) => [b.code, b.id]));
    const unknown = Object.keys(body.Brands).filter((c) => !known.has(c));
    if (unknown.length) throw modelStateError({ Brands: [`Unknown brand code(s): ${unknown.join(', ')}.`] });
    db.transaction(() => {
      for (const [code, b] of Object.entries(body.Brands)) {
        const brandId = known.get(code)!;
        db.prepare(
          'INSERT INTO branch_brands (branch_id, brand_id, is_part_of_branch) VALUES (?, ?, ?) ON CONFLICT (branch_id, brand_id) DO UPDATE SET is_part_of_branch = excluded.is_part_of_branch',
        ).run(branch.id, brandId, b.IsPartOfBranch ? 1 : 0);
        db.prepare('DELETE FROM branch_restrictions WHERE branch_id = ? AND brand_id = ?').run(branch.id, brandId);
        const seen = new Set<string>();
        for (const r of b.Restrictions) {
          const country = r.CountryCode.toUpperCase();
          if (seen.has(country)) continue;
          seen.add(country);
          db.prepare('INSERT INTO branch_restrictions (branch_id, brand_id, country_code, restriction_level) VALUES (?, ?, ?, ?)').run(branch.id, brandId, country, r.RestrictionLevel);
        }
      }
    })();
    return toBranch(branch);
  });
}
