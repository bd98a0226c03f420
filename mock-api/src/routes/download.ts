import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_TYPES, DownloadQuerySchema, DownloadRequestSchema, type DownloadRow } from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { sendCsv } from '../http/csv';
import { badRequest } from '../http/errors';
import { bool } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

interface RowData {
  id: number;
  thumb: string | null;
  brand: string;
  name: string;
  erp_id: string;
  hex_code: string;
  color_id: string;
  color: string;
  collection: string;
  purchased: number;
  description: string;
}
const TypeParams = z.object({ type: z.enum(DOWNLOAD_TYPES) });
const customers = { config: { roles: ROLE_GROUPS.customer } };

/** Downloads (spec section 7): the rows of the customer, a download URL per selection, product info as CSV. */
export default async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const rows = db.prepare(
    `SELECT d.id, (SELECT url FROM images i WHERE i.owner_type = 'product' AND i.owner_id = p.id ORDER BY position LIMIT 1) AS thumb, b.name AS brand, g.name, g.erp_id,
       p.hex_code, p.color_id, p.color, col.name AS collection, d.purchased, g.description
     FROM download_rows d JOIN products p ON p.id = d.product_id JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
     JOIN collections col ON col.id = g.collection_id WHERE d.customer_key = ? ORDER BY b.name, g.name, d.id`,
  );
  const load = (customerKey: string | null) => rows.all(customerKey ?? '') as RowData[];

  app.get('/dl', customers, async (req): Promise<DownloadRow[]> =>
    load(authOf(req).customerKey).map((r) => ({
      Id: r.id,
      ThumbnailUrl: r.thumb ? absoluteUrl(req, r.thumb) : null,
      BrandName: r.brand,
      Name: r.name,
      ErpId: r.erp_id,
      ColorHexCode: r.hex_code,
      ColorCode: r.color_id,
      ColorName: r.color,
      Collection: r.collection,
      Purchased: bool(r.purchased),
    })),
  );

  /** POST dl/product-info/csv: the selected rows as Product-Info.csv (BOM) */
  app.post('/dl/product-info/csv', customers, async (req, reply) => {
    const ids = parse(DownloadRequestSchema, req.body);
    const chosen = load(authOf(req).customerKey).filter((r) => ids.includes(r.id));
    if (!chosen.length) throw badRequest('None of the selected rows was found.');
    return sendCsv(reply, 'Product-Info.csv', ['Brand', 'Name', 'Model', 'Color', 'ColorCode', 'Collection', 'Description'], chosen.map((r) => [r.brand, r.name, r.erp_id, r.color, r.color_id, r.collection, r.description]));
  });

  /** POST dl/{type}?resolution (materials, sheets, images): answers { Url } of the package to open */
  app.post('/dl/:type', customers, async (req) => {
    const { type } = parse(TypeParams, req.params);
    const { resolution } = parse(DownloadQuerySchema, req.query);
    const ids = parse(DownloadRequestSchema, req.body);
    const known = new Set(load(authOf(req).customerKey).map((r) => r.id));
    if (!ids.every((id) => known.has(id))) throw badRequest('Some of the selected rows were not found.');
    return { Url: absoluteUrl(req, `/img/download/${type}-${resolution}-${ids.length}_1200x800.svg`) };
  });
}
