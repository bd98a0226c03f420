import type { FastifyInstance } from 'fastify';
import { branchRepository } from '../db/branches';
import { modelStateError, notFound } from '../http/errors';
import { route } from '../http/operation';

/** Branches (spec section 7, admin): list, one, and PUT of brand membership and country restrictions. */
export default async function branchRoutes(app: FastifyInstance): Promise<void> {
  const branches = branchRepository(app.ctx.db);
  const find = (id: number) => {
    const branch = branches.byId(id);
    if (!branch) throw notFound('The branch was not found.');
    return branch;
  };

  route(app, 'listBranches', async (req) => branches.page(req.query));

  route(app, 'getBranch', async (req) => find(req.params.id));

  /** Name is read only; Brands keyed by code replace membership and restrictions */
  route(app, 'updateBranch', async (req) => {
    const branch = find(req.params.id);
    const known = branches.brandIds();
    const unknown = Object.keys(req.body.Brands).filter((c) => !known.has(c));
    if (unknown.length) throw modelStateError({ Brands: [`Unknown brand code(s): ${unknown.join(', ')}.`] });
    branches.update(
      branch.Id,
      Object.entries(req.body.Brands).map(([code, b]) => ({ brandId: known.get(code)!, isPart: b.IsPartOfBranch, restrictions: b.Restrictions })),
    );
    return find(branch.Id);
  });
}
