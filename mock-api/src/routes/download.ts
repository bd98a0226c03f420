import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_TYPES, DownloadQuerySchema, DownloadRequestSchema, type DownloadRow } from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { providePackages } from '../db/fileshare';
import { csvText, sendCsv } from '../http/csv';
import { ApiError, badRequest, notFound } from '../http/errors';
import { PackageStore } from '../http/packages';
import { bool } from '../http/sql';
import { zipStore, type ZipEntry } from '../http/zip';
import { drawTemplate, imagesOf, type ImageRenderer } from '../images/render';
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
type DownloadType = (typeof DOWNLOAD_TYPES)[number];
type Resolution = 'high' | 'low';

/** A prepared package: what `POST dl/{type}` chose, served once asked for at its URL. */
interface Prepared {
  type: DownloadType;
  resolution: Resolution;
  rows: RowData[];
  expiresAt: number;
  /** whose package it is and when it was made: the file-sharing widget lists a customer's (routes/fileshare.ts) */
  customerKey: string;
  createdAt: number;
}

const TypeParams = z.object({ type: z.enum(DOWNLOAD_TYPES) });
const FileParams = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.zip$/i) });
const customers = { config: { roles: ROLE_GROUPS.customer } };

/**
 * How long a prepared package stays downloadable, and how many are kept: per customer (a new one drops
 * that customer's oldest, never another customer's) and in all (beyond it a new one is refused with 503).
 */
export const PACKAGE_TTL_MS = 60 * 60 * 1000;
export const PACKAGES_PER_CUSTOMER = 20;
export const MAX_PACKAGES = 5000;


// ---------------------------------------------------------------------------------------------
// The generated files: one per selected row.
// ---------------------------------------------------------------------------------------------

const safeName = (s: string) => s.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'item';

function fileFor(r: RowData, type: DownloadType, resolution: Resolution, images: ImageRenderer): ZipEntry {
  const base = `${r.id}-${safeName(r.erp_id)}-${safeName(r.color_id)}`;
  if (type === 'images') {
    // the product's own image (the drawing the portal shows) at the chosen resolution
    const size = resolution === 'high' ? 1200 : 300;
    const svg = (r.thumb && drawTemplate(images, r.thumb, size, size)) || `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"/>`;
    return { name: `${base}-${resolution}.svg`, data: Buffer.from(svg, 'utf8') };
  }
  if (type === 'sheets') {
    const rows = [
      ['Brand', r.brand],
      ['Name', r.name],
      ['Model', r.erp_id],
      ['Color', r.color],
      ['ColorCode', r.color_id],
      ['Collection', r.collection],
      ['Description', r.description],
    ];
    return { name: `${base}-sheet.csv`, data: Buffer.from(csvText(rows, { bom: true }), 'utf8') };
  }
  const text = [`${r.brand} - ${r.name}`, `Model: ${r.erp_id}`, `Color: ${r.color} (${r.color_id})`, `Collection: ${r.collection}`, '', r.description, ''].join('\r\n');
  return { name: `${base}-materials.txt`, data: Buffer.from(text, 'utf8') };
}

/** Downloads (spec section 7): the rows of the customer, a download package per selection, product info as CSV. */
export default async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const rows = db.prepare(
    `SELECT d.id, (SELECT url FROM images i WHERE i.owner_type = 'product' AND i.owner_id = p.id ORDER BY position LIMIT 1) AS thumb, b.name AS brand, g.name, g.erp_id,
       p.hex_code, p.color_id, p.color, col.name AS collection, d.purchased, g.description
     FROM download_rows d JOIN products p ON p.id = d.product_id JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
     JOIN collections col ON col.id = g.collection_id WHERE d.customer_key = ? ORDER BY b.name, g.name, d.id`,
  );
  const load = (customerKey: string | null) => rows.all(customerKey ?? '') as RowData[];
  const images = imagesOf(db);

  // Prepared packages by token, per app (in memory: a restart forgets them, like an expired share link),
  // capped per customer (http/packages.ts)
  const packages = new PackageStore<Prepared>({ ttlMs: PACKAGE_TTL_MS, perOwner: PACKAGES_PER_CUSTOMER, total: MAX_PACKAGES });
  // the file-sharing widget lists a customer's live packages and revokes their share links (db/fileshare.ts)
  providePackages(db, {
    list: (customerKey) =>
      packages.listOf(customerKey).map(({ token, value: p, expiresAt }) => ({ token, type: p.type, resolution: p.resolution, count: p.rows.length, createdAt: p.createdAt, expiresAt })),
    revoke: (customerKey, token) => packages.listOf(customerKey).some((p) => p.token === token) && packages.remove(token),
  });

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

  /**
   * POST dl/{type}?resolution (materials, sheets, images): prepares a ZIP of one generated file per
   * selected row and answers { Url } where it can be fetched (GET dl/files/{token}.zip).
   */
  app.post('/dl/:type', customers, async (req) => {
    const { type } = parse(TypeParams, req.params);
    const { resolution } = parse(DownloadQuerySchema, req.query);
    const ids = parse(DownloadRequestSchema, req.body);
    const byId = new Map(load(authOf(req).customerKey).map((r) => [r.id, r]));
    if (!ids.every((id) => byId.has(id))) throw badRequest('Some of the selected rows were not found.');
    const chosen = [...new Set(ids)].map((id) => byId.get(id)!);
    const now = Date.now();
    const token = packages.add(authOf(req).customerKey ?? '', { type, resolution, rows: chosen, expiresAt: now + PACKAGE_TTL_MS, customerKey: authOf(req).customerKey ?? '', createdAt: now });
    if (!token) throw new ApiError(503, { Message: 'Too many download packages are being prepared. Try again later.' });
    const { locale } = req.params as { locale: string };
    return { Url: absoluteUrl(req, `/api/${locale.toLowerCase()}/dl/files/${token}.zip`) };
  });

  /**
   * GET dl/files/{token}.zip: the prepared package. Public, like a file-sharing link: the random token
   * is the permission (it is only handed to the customer who asked for it) and expires after an hour.
   */
  app.get('/dl/files/:file', { config: { public: true } }, async (req, reply) => {
    const { file } = parse(FileParams, req.params);
    const token = file.slice(0, -4).toLowerCase();
    const p = packages.get(token);
    if (!p) throw notFound('The download has expired or does not exist.');
    const zip = zipStore(p.rows.map((r) => fileFor(r, p.type, p.resolution, images)));
    const name = p.type === 'images' ? `images-${p.resolution}.zip` : `${p.type}.zip`;
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(zip);
  });
}
