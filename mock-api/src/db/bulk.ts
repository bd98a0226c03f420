import { bool } from '../http/sql';
import type { Db } from './open';

/** a variant as bulk entry resolves it: the variant, its product, group and brand */
export interface BulkVariantRow {
  id: number;
  sku: string;
  ean: string;
  size: string;
  stock_status: string;
  stock: number;
  supplier_stock: number;
  future_available_stock: number;
  is_enabled: number;
  is_available: number;
  is_pim_disabled: number;
  product_id: number;
  color: string;
  product_deleted: number;
  product_pim_disabled: number;
  group_id: number;
  group_name: string;
  group_deleted: number;
  group_pim_disabled: number;
  brand_id: number;
  brand_name: string;
}

/** The bulk entry repository (routes/bulk.ts): variants by SKU or EAN, and what a pre-order sheet offers of them. */
export function bulkRepository(db: Db) {
  const byCodes = db.prepare(
    `SELECT v.id, v.sku, v.ean, v.size, v.stock_status, v.stock, v.supplier_stock, v.future_available_stock, v.is_enabled, v.is_available, v.is_pim_disabled,
       p.id AS product_id, p.color, p.is_deleted AS product_deleted, p.is_pim_disabled AS product_pim_disabled,
       g.id AS group_id, g.name AS group_name, g.is_deleted AS group_deleted, g.is_pim_disabled AS group_pim_disabled, b.id AS brand_id, b.name AS brand_name
     FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
     WHERE upper(v.sku) IN (SELECT upper(value) FROM json_each(@codes)) OR v.ean IN (SELECT value FROM json_each(@codes))`,
  );
  const sheetGroups = db.prepare('SELECT group_id, is_marketing FROM sheet_product_groups WHERE sheet_id = ?');
  const sheetToggles = db.prepare('SELECT variant_id, is_available FROM sheet_variants WHERE sheet_id = ?');
  return {
    /** the variants of the given codes by SKU (upper case) and by EAN; one query for all rows */
    variantsByCode: (codes: string[]): Map<string, BulkVariantRow> => {
      const map = new Map<string, BulkVariantRow>();
      for (const r of byCodes.all({ codes: JSON.stringify(codes) }) as BulkVariantRow[]) {
        map.set(r.sku.toUpperCase(), r);
        if (r.ean) map.set(r.ean, r);
      }
      return map;
    },
    /** the groups of a sheet: group id -> is it a marketing group */
    sheetGroups: (sheetId: number) => new Map((sheetGroups.all(sheetId) as { group_id: number; is_marketing: number }[]).map((r) => [r.group_id, bool(r.is_marketing)])),
    /** the sizes a sheet switches on or off: variant id -> available */
    sheetToggles: (sheetId: number) => new Map((sheetToggles.all(sheetId) as { variant_id: number; is_available: number }[]).map((r) => [r.variant_id, bool(r.is_available)])),
  };
}

/** the variant of a code: by SKU (case-insensitive) or EAN */
export const lookupVariant = (map: Map<string, BulkVariantRow>, code: string) => map.get(code.toUpperCase()) ?? map.get(code);
