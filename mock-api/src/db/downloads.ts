import type { DownloadRow } from 'shared-kernel/contract';
import { bool } from '../http/sql';
import type { Db } from './open';

/** a row of the downloads table with what its generated files show */
export interface DownloadRowData {
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

/** The downloads repository (routes/download.ts): the rows of a customer's downloads table. */
export function downloadRepository(db: Db) {
  const rows = db.prepare(
    `SELECT d.id, (SELECT url FROM images i WHERE i.owner_type = 'product' AND i.owner_id = p.id ORDER BY position LIMIT 1) AS thumb, b.name AS brand, g.name, g.erp_id,
       p.hex_code, p.color_id, p.color, col.name AS collection, d.purchased, g.description
     FROM download_rows d JOIN products p ON p.id = d.product_id JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
     JOIN collections col ON col.id = g.collection_id WHERE d.customer_key = ? ORDER BY b.name, g.name, d.id`,
  );
  return {
    /** the customer's rows, by brand and name */
    rows: (customerKey: string | null) => rows.all(customerKey ?? '') as DownloadRowData[],
  };
}

/** a row as GET dl answers it; `url` makes the thumbnail's path absolute */
export const toDownloadRow = (r: DownloadRowData, url: (path: string) => string): DownloadRow => ({
  Id: r.id,
  ThumbnailUrl: r.thumb ? url(r.thumb) : null,
  BrandName: r.brand,
  Name: r.name,
  ErpId: r.erp_id,
  ColorHexCode: r.hex_code,
  ColorCode: r.color_id,
  ColorName: r.color,
  Collection: r.collection,
  Purchased: bool(r.purchased),
});
