import { levelOf, toggleForSale, toggleVisibility, type BranchBrand, type RestrictionLevel } from './restrictions';

const brand = (level?: RestrictionLevel): BranchBrand => ({ Name: 'Nordic', IsPartOfBranch: true, Restrictions: level ? [{ CountryCode: 'BE', RestrictionLevel: level }] : [] });

describe('branch restriction toggling (spec section 4)', () => {
  it.each<[RestrictionLevel | undefined, RestrictionLevel]>([
    ['restricted', 'view'],
    ['view', 'restricted'],
    ['sell', 'restricted'],
    [undefined, 'view'],
  ])('visibility click: %s -> %s', (from, to) => {
    expect(levelOf(toggleVisibility(brand(from), 'BE'), 'BE')).toBe(to);
  });

  it.each<[RestrictionLevel | undefined, RestrictionLevel]>([
    ['sell', 'view'],
    ['view', 'sell'],
    ['restricted', 'sell'],
    [undefined, 'sell'],
  ])('for-sale click: %s -> %s', (from, to) => {
    expect(levelOf(toggleForSale(brand(from), 'BE'), 'BE')).toBe(to);
  });

  it('creates one entry for a missing country and leaves the others alone', () => {
    const b = toggleForSale(brand('view'), 'NL');
    expect(b.Restrictions).toEqual([
      { CountryCode: 'BE', RestrictionLevel: 'view' },
      { CountryCode: 'NL', RestrictionLevel: 'sell' },
    ]);
    expect(toggleVisibility(b, 'NL').Restrictions).toHaveLength(2);
  });
});
