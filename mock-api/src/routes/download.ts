import type { FastifyInstance } from 'fastify';
import type { DOWNLOAD_TYPES } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { downloadRepository, toDownloadRow, type DownloadRowData as RowData } from '../db/downloads';
import { providePackages } from '../db/fileshare';
import { csvText, sendCsv } from '../http/csv';
import { ApiError, badRequest, notFound } from '../http/errors';
import { PackageStore } from '../http/packages';
import { route } from '../http/operation';
import { zipStore, type ZipEntry } from '../http/zip';
import { drawTemplate, imagesOf, type ImageRenderer } from '../images/render';
import { absoluteUrl } from '../http/urls';

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
  const downloads = downloadRepository(db);
  const load = downloads.rows;
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

  route(app, 'listDownloads', async (req) => load(authOf(req).customerKey).map((r) => toDownloadRow(r, (p) => absoluteUrl(req, p))));

  /** POST dl/product-info/csv: the selected rows as Product-Info.csv (BOM) */
  route(app, 'downloadProductInfoCsv', async (req, reply) => {
    const ids = req.body;
    const chosen = load(authOf(req).customerKey).filter((r) => ids.includes(r.id));
    if (!chosen.length) throw badRequest('None of the selected rows was found.');
    return sendCsv(reply, 'Product-Info.csv', ['Brand', 'Name', 'Model', 'Color', 'ColorCode', 'Collection', 'Description'], chosen.map((r) => [r.brand, r.name, r.erp_id, r.color, r.color_id, r.collection, r.description]));
  });

  /**
   * POST dl/{type}?resolution (materials, sheets, images): prepares a ZIP of one generated file per
   * selected row and answers { Url } where it can be fetched (GET dl/files/{token}.zip).
   */
  route(app, 'requestDownload', async (req) => {
    const { type, locale } = req.params;
    const { resolution } = req.query;
    const ids = req.body;
    const byId = new Map(load(authOf(req).customerKey).map((r) => [r.id, r]));
    if (!ids.every((id) => byId.has(id))) throw badRequest('Some of the selected rows were not found.');
    const chosen = [...new Set(ids)].map((id) => byId.get(id)!);
    const now = Date.now();
    const token = packages.add(authOf(req).customerKey ?? '', { type, resolution, rows: chosen, expiresAt: now + PACKAGE_TTL_MS, customerKey: authOf(req).customerKey ?? '', createdAt: now });
    if (!token) throw new ApiError(503, { Message: 'Too many download packages are being prepared. Try again later.' });
    return { Url: absoluteUrl(req, `/api/${locale.toLowerCase()}/dl/files/${token}.zip`) };
  });

  /**
   * GET dl/files/{token}.zip: the prepared package. Public, like a file-sharing link: the random token
   * is the permission (it is only handed to the customer who asked for it) and expires after an hour.
   */
  route(app, 'downloadFile', async (req, reply) => {
    const token = req.params.file.slice(0, -4).toLowerCase();
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
