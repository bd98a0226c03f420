import { STOCK_STATUSES, type StockStatus } from 'shared-kernel/contract';
import type { Insert } from '../insert';
import { refDate, type Prng } from '../prng';
import { BRANDS, SEASONS, collectionId } from './reference';

/** Size kinds of a colour product (`SizeChartId`): 2 = pants (waist by length grid, spec section 9). */
export const SIZE_KIND = { Letters: 1, Pants: 2, Shoes: 3, OneSize: 4 } as const;

/** The product types of the catalogue (src/images/garments.ts has a drawing of each). */
export const PRODUCT_TYPES = [
  { type: 'T-shirt', kind: SIZE_KIND.Letters, sub: 'Tops' },
  { type: 'Sweater', kind: SIZE_KIND.Letters, sub: 'Tops' },
  { type: 'Shirt', kind: SIZE_KIND.Letters, sub: 'Tops' },
  { type: 'Jacket', kind: SIZE_KIND.Letters, sub: 'Outerwear' },
  { type: 'Dress', kind: SIZE_KIND.Letters, sub: 'Dresses' },
  { type: 'Pants', kind: SIZE_KIND.Pants, sub: 'Bottoms' },
  { type: 'Jeans', kind: SIZE_KIND.Pants, sub: 'Bottoms' },
  { type: 'Sneakers', kind: SIZE_KIND.Shoes, sub: 'Footwear' },
  { type: 'Cap', kind: SIZE_KIND.OneSize, sub: 'Accessories' },
  { type: 'Scarf', kind: SIZE_KIND.OneSize, sub: 'Accessories' },
] as const;
/** Marketing material (product groups of type Marketing; src/images/marketing.ts draws each). */
export const MARKETING_ITEMS = ['Display stand', 'Window poster', 'Shopping bag', 'Hanger set', 'Counter mat', 'Catalogue'];
const ADJECTIVES = ['Classic', 'Urban', 'Coastal', 'Alpine', 'Vintage', 'Essential', 'Rugged', 'Soft', 'Bold', 'Light', 'Heritage', 'Summit', 'Harbor', 'Meadow', 'Polar', 'Sunset'];
const NOUNS = ['Ridge', 'Wave', 'Pine', 'Stone', 'Field', 'River', 'Cliff', 'Grove', 'Dune', 'Fjord', 'Trail', 'Bay'];
const COLORS: [string, string][] = [
  ['Black', '#111111'], ['White', '#f5f5f5'], ['Navy', '#1f2a44'], ['Olive', '#556b2f'], ['Red', '#b22222'], ['Sand', '#c2b280'],
  ['Grey melange', '#9e9e9e'], ['Forest', '#228b22'], ['Sky', '#87ceeb'], ['Burgundy', '#800020'], ['Mustard', '#e1ad01'], ['Rose', '#e8a0b0'],
];
const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45'];
const WAISTS = ['28', '30', '32', '34', '36'];
const LENGTHS = ['30', '32', '34'];
const AGE_SEX = ['Men', 'Women', 'Unisex', 'Kids'];
const LABELS = ['Organic', 'Recycled', 'Bestseller', 'New', null, null];

/** weights of the stock statuses after the first eleven variants (which take one status each) */
const STATUS_WEIGHTS: Record<StockStatus, number> = {
  STOCK: 30, STOCK2: 8, OPB: 6, NOS: 10, ZVS: 8, ZVS2: 4, OUT: 6, OUT2: 3, PRE: 12, PRE2: 6, NO: 7,
};
const WEIGHTED = STOCK_STATUSES.flatMap((s) => Array<StockStatus>(STATUS_WEIGHTS[s]).fill(s));

export interface CatalogueIds {
  groups: { id: number; brandId: number; collectionId: number; isMarketing: boolean }[];
  variantsByGroup: Map<number, { id: number; cents: number; status: StockStatus }[]>;
  productsByGroup: Map<number, number[]>;
}

function sizesOf(kind: number, rng: Prng): { size: string; dim1: string | null; dim2: string | null }[] {
  if (kind === SIZE_KIND.Pants) return WAISTS.flatMap((w) => LENGTHS.map((l) => ({ size: `${w}/${l}`, dim1: w, dim2: l })));
  if (kind === SIZE_KIND.OneSize) return [{ size: 'TU', dim1: null, dim2: null }];
  const all = kind === SIZE_KIND.Shoes ? SHOE_SIZES : LETTER_SIZES;
  const from = rng.int(0, 1);
  return all.slice(from, from + rng.int(4, all.length - from)).map((size) => ({ size, dim1: null, dim2: null }));
}

function stockOf(status: StockStatus, rng: Prng) {
  const future = status === 'PRE' || status === 'PRE2' || status === 'OPB';
  return {
    stock: ['STOCK', 'STOCK2', 'NOS'].includes(status) ? rng.int(5, 250) : status === 'ZVS' || status === 'ZVS2' ? rng.int(0, 15) : status === 'OPB' ? rng.int(0, 10) : 0,
    supplier_stock: status === 'NO' ? 0 : rng.bool(0.5) ? rng.int(0, 120) : 0,
    future_available_stock: future ? rng.int(10, 300) : rng.bool(0.3) ? rng.int(0, 50) : 0,
    next_stock_delivery: future || status.startsWith('OUT') ? refDate(rng.int(10, 120)) : null,
    next_stock_supplier: rng.bool(0.3) ? refDate(rng.int(5, 60)) : null,
  };
}

/** a `.95` price between min and max euros */
function price(rng: Prng, min: number, max: number): number {
  return rng.int(min, max) * 100 - 5;
}

export function seedCatalogue(insert: Insert, rng: Prng, groupCount: number): CatalogueIds {
  const ids: CatalogueIds = { groups: [], variantsByGroup: new Map(), productsByGroup: new Map() };
  let productId = 0;
  let variantId = 0;
  let deliveryId = 0;
  for (let g = 1; g <= groupCount; g++) {
    const brand = BRANDS[(g - 1) % BRANDS.length];
    const season = rng.int(0, SEASONS.length - 1);
    const isMarketing = g % 33 === 0;
    const t = isMarketing ? { type: 'Marketing', kind: SIZE_KIND.OneSize, sub: 'Marketing' } : rng.pick(PRODUCT_TYPES);
    const name = isMarketing ? `${brand.name} ${rng.pick(MARKETING_ITEMS)}` : `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${t.type}`;
    const retail = isMarketing ? price(rng, 3, 40) : price(rng, 20, 180);
    const collection = collectionId(brand.id, season);
    insert('product_groups', {
      id: g, erp_id: `${brand.code}-${String(100000 + g)}`, name, brand_id: brand.id, collection_id: collection,
      brand_subgroup: t.sub, type: t.type, age_sex: rng.pick(AGE_SEX), label: rng.pick(LABELS),
      description: `${name} by ${brand.name}: ${t.type.toLowerCase()} of the ${SEASONS[season].name} collection.`,
      brochure: rng.int(0, 120), packaging: rng.pick(['1 piece', 'box of 3', 'box of 6']), note: rng.bool(0.2) ? 'Limited edition' : null,
      size_chart_id: (brand.id - 1) * 2 + (t.kind === SIZE_KIND.Pants ? 2 : 1), is_marketing: isMarketing, is_pants: t.kind === SIZE_KIND.Pants,
      retail_from_cents: retail, original_from_cents: rng.bool(0.2) ? retail + 1000 : retail,
      default_discount: isMarketing ? rng.pick([0, 10, 25, 50]) : 0, maximum_discount: rng.pick([10, 20, 30, 40]),
      sort_index: g, is_deleted: g % 97 === 0, is_pim_disabled: g % 89 === 0, video_url: rng.bool(0.1) ? `https://video.example/${g}` : null,
    });
    const imageCount = rng.int(1, 6);
    for (let n = 1; n <= imageCount; n++) insert('images', { owner_type: 'group', owner_id: g, position: n, url: `/img/pg/${g}-${n}_{width}x{height}.svg` });
    ids.groups.push({ id: g, brandId: brand.id, collectionId: collection, isMarketing });
    const variants: { id: number; cents: number; status: StockStatus }[] = [];
    const products: number[] = [];
    const colors = rng.sample(COLORS, isMarketing ? 1 : rng.int(1, 4));
    for (const [color, hex] of colors) {
      productId++;
      products.push(productId);
      const cents = retail + rng.pick([0, 0, 0, 500]);
      insert('products', {
        id: productId, group_id: g, color, color_id: String(100 + COLORS.findIndex(([c]) => c === color)), hex_code: hex, size_chart_id: t.kind,
        is_campaign_model: rng.bool(0.1), stock_sale_allowed: rng.bool(0.8), retail_cents: cents, original_cents: cents,
        is_deleted: false, is_pim_disabled: false,
      });
      insert('images', { owner_type: 'product', owner_id: productId, position: 1, url: `/img/p/${productId}-1_{width}x{height}.svg` });
      for (const d of [60, 120]) {
        deliveryId++;
        insert('delivery_dates', { id: deliveryId, product_id: productId, delivery_date: refDate(d + (g % 7)), final_order_date: refDate(d - 30), retail_from_cents: cents, original_from_cents: cents });
      }
      for (const s of sizesOf(t.kind, rng)) {
        variantId++;
        const status: StockStatus = variantId <= STOCK_STATUSES.length ? STOCK_STATUSES[variantId - 1] : rng.pick(WEIGHTED);
        insert('variants', {
          id: variantId, product_id: productId, sku: `${brand.code}${g}-${productId}-${s.size.replace('/', 'x')}`, size: s.size, dim1: s.dim1, dim2: s.dim2,
          stock_status: status, ...stockOf(status, rng), supplier_days_min: rng.int(2, 5), supplier_days_max: rng.int(6, 14),
          is_enabled: status !== 'NO', is_available: status !== 'NO', is_pim_disabled: false, ean: String(5400000000000 + variantId),
        });
        variants.push({ id: variantId, cents, status });
      }
    }
    ids.variantsByGroup.set(g, variants);
    ids.productsByGroup.set(g, products);
  }
  return ids;
}
