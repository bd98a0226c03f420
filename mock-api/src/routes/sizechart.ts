import type { FastifyInstance } from 'fastify';
import { sizeChartRepository } from '../db/sizecharts';
import { notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { route } from '../http/operation';

/** Size charts (spec section 7): list and one for everyone signed in (product detail), create and edit for admin. */
export default async function sizeChartRoutes(app: FastifyInstance): Promise<void> {
  const charts = sizeChartRepository(app.ctx.db);
  const find = (id: number) => {
    const chart = charts.byId(id);
    if (!chart) throw notFound('The size chart was not found.');
    return chart;
  };

  route(app, 'listSizeCharts', async (req) => charts.page(req.query));

  route(app, 'getSizeChart', async (req) => find(req.params.id));

  /** answers the new id */
  route(app, 'createSizeChart', async (req, reply) => sendJson(reply, charts.save(req.body, null)));

  route(app, 'updateSizeChart', async (req) => {
    const id = find(req.params.id).Id;
    charts.save(req.body, id);
    return find(id);
  });
}
