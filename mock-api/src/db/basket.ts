import type { Db } from './open';

export interface VariantInfo {
  id: number;
  size: string;
  stock_status: string;
  stock: number;
  supplier_stock: number;
  is_enabled: number;
  product_id: number;
  color: string;
  group_id: number;
  group_name: string;
  brand_id: number;
  brand_name: string;
}

/** a variant with its product, group and brand */
export function variantInfo(db: Db, variantId: number): VariantInfo | undefined {
  return db
    .prepare(
      `SELECT v.id, v.size, v.stock_status, v.stock, v.supplier_stock, v.is_enabled, p.id AS product_id, p.color, g.id AS group_id, g.name AS group_name,
         b.id AS brand_id, b.name AS brand_name
       FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
       WHERE v.id = ? AND g.is_deleted = 0`,
    )
    .get(variantId) as VariantInfo | undefined;
}

/**
 * Why a basket line cannot hold `amount` of a variant, or null (spec section 4): NO is never orderable;
 * ZVS, ZVS2, OUT and OUT2 are limited by stock plus supplier stock; PRE and PRE2 only while impersonating;
 * the brand must be accessible (`access` null = every brand).
 */
export function basketLineError(v: VariantInfo | undefined, amount: number, impersonated: boolean, access: number[] | null): string | null {
  if (!v) return 'The product does not exist.';
  const name = `${v.group_name} ${v.color} (${v.size})`;
  if (access && !access.includes(v.brand_id)) return `You have no access to the brand ${v.brand_name}.`;
  if (v.stock_status === 'NO' || !v.is_enabled) return `${name} is not available.`;
  if ((v.stock_status === 'PRE' || v.stock_status === 'PRE2') && !impersonated) return `${name} can only be pre-ordered.`;
  const limited = ['ZVS', 'ZVS2', 'OUT', 'OUT2'].includes(v.stock_status);
  if (limited && amount > v.stock + v.supplier_stock) return `${name}: only ${v.stock + v.supplier_stock} available.`;
  return null;
}

/** adds to (or creates) a basket line */
export function addToBasket(db: Db, customerKey: string, v: VariantInfo, amount: number): void {
  db.prepare(
    `INSERT INTO basket_items (customer_key, variant_id, amount, is_preorder, added_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (customer_key, variant_id) DO UPDATE SET amount = amount + excluded.amount`,
  ).run(customerKey, v.id, amount, v.stock_status === 'PRE' || v.stock_status === 'PRE2' ? 1 : 0, new Date().toISOString());
}
