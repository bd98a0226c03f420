import type { Branch } from 'shared-kernel/contract';

export type BranchBrand = Branch['Brands'][string];
export type RestrictionLevel = BranchBrand['Restrictions'][number]['RestrictionLevel'];

/** The level of a country, or null when the brand has no entry for it. */
export function levelOf(brand: BranchBrand, country: string): RestrictionLevel | null {
  return brand.Restrictions.find((r) => r.CountryCode === country)?.RestrictionLevel ?? null;
}

function withLevel(brand: BranchBrand, country: string, level: RestrictionLevel): BranchBrand {
  const exists = brand.Restrictions.some((r) => r.CountryCode === country);
  return {
    ...brand,
    Restrictions: exists ? brand.Restrictions.map((r) => (r.CountryCode === country ? { ...r, RestrictionLevel: level } : r)) : [...brand.Restrictions, { CountryCode: country, RestrictionLevel: level }],
  };
}

/**
 * Spec section 4, visibility click: restricted <-> view, sell goes to restricted; a missing entry is created as view.
 */
export function toggleVisibility(brand: BranchBrand, country: string): BranchBrand {
  const level = levelOf(brand, country);
  const next: RestrictionLevel = level === null ? 'view' : level === 'restricted' ? 'view' : 'restricted';
  return withLevel(brand, country, next);
}

/** Spec section 4, for-sale click: sell <-> view (restricted goes to sell); a missing entry is created as sell. */
export function toggleForSale(brand: BranchBrand, country: string): BranchBrand {
  const level = levelOf(brand, country);
  const next: RestrictionLevel = level === 'sell' ? 'view' : 'sell';
  return withLevel(brand, country, next);
}
