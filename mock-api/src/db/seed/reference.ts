import type { Insert } from '../insert';
import type { Prng } from '../prng';

export const CURRENCIES = [
  { id: 1, code: 'EUR', symbol: '€', name: 'Euro' },
  { id: 2, code: 'GBP', symbol: '£', name: 'Pound sterling' },
  { id: 3, code: 'CHF', symbol: 'CHF', name: 'Swiss franc' },
  { id: 4, code: 'USD', symbol: '$', name: 'US dollar' },
] as const;

/** id, iso2, NL, FR, EN, available */
export const COUNTRIES: [number, string, string, string, string, boolean][] = [
  [1, 'BE', 'België', 'Belgique', 'Belgium', true],
  [2, 'NL', 'Nederland', 'Pays-Bas', 'Netherlands', true],
  [3, 'FR', 'Frankrijk', 'France', 'France', true],
  [4, 'LU', 'Luxemburg', 'Luxembourg', 'Luxembourg', true],
  [5, 'DE', 'Duitsland', 'Allemagne', 'Germany', true],
  [6, 'GB', 'Verenigd Koninkrijk', 'Royaume-Uni', 'United Kingdom', true],
  [7, 'CH', 'Zwitserland', 'Suisse', 'Switzerland', true],
  [8, 'AT', 'Oostenrijk', 'Autriche', 'Austria', true],
  [9, 'ES', 'Spanje', 'Espagne', 'Spain', true],
  [10, 'IT', 'Italië', 'Italie', 'Italy', false],
  [11, 'DK', 'Denemarken', 'Danemark', 'Denmark', false],
  [12, 'US', 'Verenigde Staten', 'États-Unis', 'United States', false],
];

export const BRANDS = [
  { id: 1, code: 'NRW', name: 'Nordwind' },
  { id: 2, code: 'ALP', name: 'Alpenrose' },
  { id: 3, code: 'CST', name: 'Coastline' },
  { id: 4, code: 'URB', name: 'Urban Thread' },
  { id: 5, code: 'MRD', name: 'Meridian' },
  { id: 6, code: 'BLF', name: 'Bluefield' },
  { id: 7, code: 'TRN', name: 'Terra Nova' },
  { id: 8, code: 'VLV', name: 'Velvet Lane' },
] as const;

export const SEASONS = [
  { code: 'SS26', name: 'Spring-Summer 2026' },
  { code: 'FW26', name: 'Fall-Winter 2026' },
  { code: 'SS27', name: 'Spring-Summer 2027' },
  { code: 'FW27', name: 'Fall-Winter 2027' },
] as const;

export const BRANCHES = ['Fashion', 'Sports', 'Outdoor', 'Kids'];

/** collection id of a brand and season index */
export function collectionId(brandId: number, season: number): number {
  return (brandId - 1) * SEASONS.length + season + 1;
}

/** Size-chart display tables (admin "size charts"): two per brand. Returns the chart ids per brand. */
function seedSizeCharts(insert: Insert): void {
  let id = 0;
  for (const b of BRANDS) {
    id++;
    const tops = ['XS', 'S', 'M', 'L', 'XL'];
    insert('size_charts', { id, brand_id: b.id, name: `${b.name} tops`, rows: 3, columns: tops.length });
    const rowsTops = [['Size', ...tops], ['Chest (cm)', '86', '92', '98', '104', '110'], ['Waist (cm)', '72', '78', '84', '90', '96']];
    rowsTops.forEach((r, ri) => r.slice(1).forEach((v, ci) => insert('size_chart_cells', { chart_id: id, row: ri, col: ci, value: v })));
    id++;
    const waists = ['28', '30', '32', '34', '36'];
    insert('size_charts', { id, brand_id: b.id, name: `${b.name} pants`, rows: 2, columns: waists.length });
    [waists, ['71', '76', '81', '86', '91']].forEach((r, ri) =>
      r.forEach((v, ci) => insert('size_chart_cells', { chart_id: id, row: ri, col: ci, value: v })),
    );
  }
}

export function seedReference(insert: Insert, rng: Prng): void {
  for (const c of CURRENCIES) insert('currencies', c);
  for (const [id, iso2, nl, fr, en, available] of COUNTRIES) {
    insert('countries', { id, iso2, name_nl: nl, name_fr: fr, name_en: en, overview_name: en, is_available: available });
    for (const cur of CURRENCIES) {
      const base = id <= 4 ? 995 : 1995;
      insert('country_costs', {
        country_id: id,
        currency_id: cur.id,
        shipping_cents: base,
        dropshipment_cents: base + 500,
        free_delivery_shipping_cents: (id <= 4 ? 500 : 1000) * 100,
        free_delivery_dropshipment_cents: (id <= 4 ? 750 : 1500) * 100,
      });
    }
  }
  for (const b of BRANDS) {
    insert('brands', { ...b, logo: `/img/brand/${b.code}_{width}x{height}.svg` });
    SEASONS.forEach((s, si) => insert('collections', { id: collectionId(b.id, si), brand_id: b.id, name: s.name, season: s.code }));
  }
  BRANCHES.forEach((name, i) => {
    const branchId = i + 1;
    insert('branches', { id: branchId, name });
    for (const b of BRANDS) {
      const part = i === 0 || rng.bool(0.6);
      insert('branch_brands', { branch_id: branchId, brand_id: b.id, is_part_of_branch: part });
      if (!part) continue;
      for (const [, iso2] of COUNTRIES.slice(0, 9)) {
        if (rng.bool(0.25)) insert('branch_restrictions', { branch_id: branchId, brand_id: b.id, country_code: iso2, restriction_level: rng.pick(['restricted', 'view', 'sell'] as const) });
      }
    }
  });
  seedSizeCharts(insert);
}
