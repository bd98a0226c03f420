import type { Product, ProductGroupItem, StockStatus, Variant } from 'shared-kernel/contract';
import { money } from '../http/money';
import { bool } from '../http/sql';
import type { Db } from './open';

export interface GroupRow {
  id: number;
  erp_id: string;
  name: string;
  brand_id: number;
  brand_code: string;
  brand_name: string;
  brand_subgroup: string;
  type: string;
  label: string | null;
  description: string;
  brochure: number;
  packaging: string;
  note: string | null;
  size_chart_id: number | null;
  retail_from_cents: number;
  original_from_cents: number;
  default_discount: number;
  maximum_discount: number;
  sort_index: number;
  is_deleted: number;
  is_pim_disabled: number;
  video_url: string | null;
}

export const GROUP_COLUMNS = 'SELECT g.*, b.code AS brand_code, b.name AS brand_name';
export const GROUP_FROM = 'FROM product_groups g JOIN brands b ON b.id = g.brand_id';

/**
 * Spec section 3, Product group CampaignModels: the ids of the group's colour products (Product.Id) that
 * are campaign models, each of which also says IsCampaignModel. From the group's products, not from a
 * colour-filtered selection of them.
 */
export function campaignModelsOf(products: readonly Pick<Product, 'Id' | 'IsCampaignModel'>[]): number[] {
  return products.filter((p) => p.IsCampaignModel).map((p) => p.Id);
}

const indication = (n: number): Variant['StockIndication'] => (n >= 10 ? 'high' : n > 0 ? 'low' : 'none');

/** rows of products, variants and delivery_dates (SELECT *) */
export interface ProductRow {
  id: number;
  group_id: number;
  color: string;
  color_id: string;
  hex_code: string;
  size_chart_id: number;
  is_campaign_model: number;
  stock_sale_allowed: number;
  retail_cents: number;
  original_cents: number;
  is_deleted: number;
  is_pim_disabled: number;
}
export interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  size: string;
  dim1: string | null;
  dim2: string | null;
  stock_status: StockStatus;
  stock: number;
  supplier_stock: number;
  supplier_days_min: number;
  supplier_days_max: number;
  next_stock_delivery: string | null;
  next_stock_supplier: string | null;
  future_available_stock: number;
  is_enabled: number;
  is_available: number;
  is_pim_disabled: number;
}
export interface DateRow {
  product_id: number;
  delivery_date: string;
  final_order_date: string;
  retail_from_cents: number;
  original_from_cents: number;
}

/** a colour product's sizes, delivery dates and image paths (at most 6), each in display order */
export interface ProductParts {
  variants: VariantRow[];
  dates: DateRow[];
  images: string[];
}

export interface ProductOptions {
  /** sizes in stock only (product detail's stockOnly) */
  stockOnly?: boolean;
  /** a pre-order's amounts per variant id (else 0) */
  amounts?: Map<number, number>;
  /** the chosen delivery date (IsSelected) */
  deliveryDate?: string | null;
  /** a pre-order sheet's size toggles per variant id, over the catalogue's IsAvailable */
  toggles?: Map<number, boolean>;
  /** the delivery dates a pre-order sheet offers: the others are left out */
  offered?: string[];
}

/** The contract's colour product (spec section 3) from its row and parts; `basket` the basket amounts per variant id. */
export function buildProduct(p: ProductRow, parts: ProductParts, url: (path: string) => string, basket: Map<number, number>, opts: ProductOptions = {}): Product {
  const vs = opts.stockOnly ? parts.variants.filter((v) => v.stock > 0) : parts.variants;
  const { offered } = opts;
  const dates = offered ? parts.dates.filter((d) => offered.includes(d.delivery_date)) : parts.dates;
  const chosen = opts.deliveryDate ?? null;
  const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null))];
  return {
    Id: p.id,
    ProductGroupId: p.group_id,
    Color: p.color,
    ColorId: p.color_id,
    HexCode: p.hex_code,
    Images: parts.images.map((i) => url(i)),
    Variants: vs.map((v) => ({
      Id: v.id,
      Sku: v.sku,
      Size: v.size,
      Dim1: v.dim1,
      Dim2: v.dim2,
      Amount: opts.amounts?.get(v.id) ?? 0,
      Stock: v.stock,
      StockStatus: v.stock_status,
      StockIndication: indication(v.stock),
      SupplierStock: v.supplier_stock,
      SupplierStockIndication: indication(v.supplier_stock),
      SupplierDaysToDeliverMin: v.supplier_days_min,
      SupplierDaysToDeliverMax: v.supplier_days_max,
      NextStockDelivery: v.next_stock_delivery,
      NextStockSupplier: v.next_stock_supplier,
      FutureAvailableStock: v.future_available_stock,
      AmountInStock: Math.max(0, v.stock),
      BasketAmount: basket.get(v.id) ?? 0,
      IsEnabled: bool(v.is_enabled),
      IsAvailable: opts.toggles?.get(v.id) ?? bool(v.is_available),
      IsPIMDisabled: bool(v.is_pim_disabled),
    })),
    VariantsDim1: unique(vs.map((v) => v.dim1)),
    VariantsDim2: unique(vs.map((v) => v.dim2)),
    SizeChartId: p.size_chart_id,
    DeliveryDates: dates.map((d) => ({
      DeliveryDate: d.delivery_date,
      FinalOrderDate: d.final_order_date,
      RetailFromPrice: money(d.retail_from_cents),
      OriginalFromPrice: money(d.original_from_cents),
      IsSelected: d.delivery_date === chosen,
    })),
    DeliveryDate: chosen,
    RetailPrice: money(p.retail_cents),
    OriginalPrice: money(p.original_cents),
    IsDeleted: bool(p.is_deleted),
    IsCampaignModel: bool(p.is_campaign_model),
    StockSaleAllowed: bool(p.stock_sale_allowed),
    IsPIMDisabled: bool(p.is_pim_disabled),
  };
}

/** Catalogue read models shared by the shop, basket and pre-order routes. */
export function catalogueQueries(db: Db) {
  const imagesOf = db.prepare('SELECT url FROM images WHERE owner_type = ? AND owner_id = ? ORDER BY position LIMIT 6');
  const colors = db.prepare('SELECT color_id, color, hex_code FROM products WHERE group_id = ? AND is_deleted = 0 ORDER BY id');
  const singlePrice = db.prepare('SELECT COUNT(DISTINCT retail_cents) AS n FROM products WHERE group_id = ?');
  const products = db.prepare('SELECT * FROM products WHERE group_id = ? ORDER BY id');
  const product = db.prepare('SELECT * FROM products WHERE id = ?');
  const variants = db.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY id');
  const deliveryDates = db.prepare('SELECT * FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date');
  const basketAmounts = db.prepare('SELECT variant_id, amount FROM basket_items WHERE customer_key = ?');

  // the same reads for many groups at once (a page of the shop list): one statement each
  const groupsIn = db.prepare(`${GROUP_COLUMNS} ${GROUP_FROM} WHERE g.id IN (SELECT value FROM json_each(?))`);
  const imagesIn = db.prepare(
    "SELECT owner_id, url FROM images WHERE owner_type = 'group' AND owner_id IN (SELECT value FROM json_each(?)) ORDER BY owner_id, position",
  );
  const colorsIn = db.prepare('SELECT group_id, color_id, color, hex_code FROM products WHERE group_id IN (SELECT value FROM json_each(?)) AND is_deleted = 0 ORDER BY group_id, id');
  const singlePriceIn = db.prepare('SELECT group_id, COUNT(DISTINCT retail_cents) AS n FROM products WHERE group_id IN (SELECT value FROM json_each(?)) GROUP BY group_id');
  // the parts of many colour products at once (a page of the pre-order grid)
  const variantsIn = db.prepare('SELECT * FROM variants WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, id');
  const datesIn = db.prepare('SELECT * FROM delivery_dates WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, delivery_date');
  const productImagesIn = db.prepare("SELECT owner_id, url FROM images WHERE owner_type = 'product' AND owner_id IN (SELECT value FROM json_each(?)) ORDER BY owner_id, position");
  const productsIn = db.prepare('SELECT * FROM products WHERE group_id IN (SELECT value FROM json_each(?)) ORDER BY group_id, id');

  type ColorRow = { color_id: string; color: string; hex_code: string };

  /** the shop card of a group from its row and its images, colours and number of distinct prices */
  function card(g: GroupRow, hasAccess: boolean, url: (p: string) => string, images: string[], colors: ColorRow[], prices: number): ProductGroupItem {
    return {
      Id: g.id,
      ErpId: g.erp_id,
      Name: g.name,
      Brand: { Code: g.brand_code, Name: g.brand_name },
      BrandName: g.brand_name,
      BrandSubgroup: g.brand_subgroup,
      Type: g.type,
      Images: images.slice(0, 6).map(url),
      Colors: colors.map((c) => ({ ColorId: c.color_id, Color: c.color, HexCode: c.hex_code })),
      Labels: g.label ? [g.label] : [],
      RetailFromPrice: hasAccess ? money(g.retail_from_cents) : -1,
      OriginalFromPrice: hasAccess ? money(g.original_from_cents) : -1,
      IsSinglePrice: prices <= 1,
      CustomerHasAccess: hasAccess,
      MaximumDiscount: g.maximum_discount,
      DefaultDiscount: g.default_discount,
      SortIndex: g.sort_index,
      IsDeleted: bool(g.is_deleted),
      IsPIMDisabled: bool(g.is_pim_disabled),
    };
  }

  function toItem(g: GroupRow, hasAccess: boolean, url: (p: string) => string): ProductGroupItem {
    const images = (imagesOf.all('group', g.id) as { url: string }[]).map((i) => i.url);
    return card(g, hasAccess, url, images, colors.all(g.id) as ColorRow[], (singlePrice.get(g.id) as { n: number }).n);
  }

  /** the cards of many groups (in the order asked; `open`: the user may buy the group's brand), in four statements */
  function toItems(groups: { id: number; open: boolean }[], url: (p: string) => string): ProductGroupItem[] {
    if (!groups.length) return [];
    const ids = JSON.stringify(groups.map((g) => g.id));
    const byGroup = <R extends { group_id?: number; owner_id?: number }>(rows: R[]) => {
      const out = new Map<number, R[]>();
      for (const r of rows) {
        const id = (r.group_id ?? r.owner_id) as number;
        const list = out.get(id);
        if (list) list.push(r);
        else out.set(id, [r]);
      }
      return out;
    };
    const rows = new Map((groupsIn.all(ids) as GroupRow[]).map((g) => [g.id, g]));
    const images = byGroup(imagesIn.all(ids) as { owner_id: number; url: string }[]);
    const colorRows = byGroup(colorsIn.all(ids) as (ColorRow & { group_id: number })[]);
    const prices = new Map((singlePriceIn.all(ids) as { group_id: number; n: number }[]).map((r) => [r.group_id, r.n]));
    return groups.map(({ id, open }) => {
      const g = rows.get(id);
      if (!g) throw new Error(`product group ${id} is gone`);
      return card(g, open, url, (images.get(id) ?? []).map((i) => i.url), colorRows.get(id) ?? [], prices.get(id) ?? 0);
    });
  }

  function toProduct(p: ProductRow, url: (path: string) => string, basket: Map<number, number>, opts: ProductOptions = {}): Product {
    const images = (imagesOf.all('product', p.id) as { url: string }[]).map((i) => i.url);
    return buildProduct(p, { variants: variants.all(p.id) as VariantRow[], dates: deliveryDates.all(p.id) as DateRow[], images }, url, basket, opts);
  }

  /**
   * The variants, delivery dates and images of many colour products (a page of the pre-order grid), in
   * three statements; `productIds` a JSON array. Each list in the order `toProduct` reads it.
   */
  function productParts(productIds: string): Map<number, ProductParts> {
    const parts = new Map<number, ProductParts>();
    const of = (id: number) => {
      let part = parts.get(id);
      if (!part) parts.set(id, (part = { variants: [], dates: [], images: [] }));
      return part;
    };
    for (const v of variantsIn.all(productIds) as VariantRow[]) of(v.product_id).variants.push(v);
    for (const d of datesIn.all(productIds) as DateRow[]) of(d.product_id).dates.push(d);
    // at most 6 images per product, as imagesOf's LIMIT
    for (const i of productImagesIn.all(productIds) as { owner_id: number; url: string }[]) {
      const images = of(i.owner_id).images;
      if (images.length < 6) images.push(i.url);
    }
    return parts;
  }

  return {
    toItem,
    toItems,
    toProduct,
    productParts,
    productsOf: (groupId: number) => products.all(groupId) as ProductRow[],
    /** the colour products of many groups (`groupIds` a JSON array), by group then id */
    productsOfGroups: (groupIds: string) => productsIn.all(groupIds) as ProductRow[],
    product: (id: number) => product.get(id) as ProductRow | undefined,
    basketOf: (customerKey: string | null) =>
      new Map((customerKey ? (basketAmounts.all(customerKey) as { variant_id: number; amount: number }[]) : []).map((r) => [r.variant_id, r.amount])),
  };
}
