import type { Branch } from 'shared-kernel/contract';
import { makeBranch } from '../../../test/fixtures';

type BranchBrand = Branch['Brands'][string];

/** A brand as a branch lists it: its name, whether the branch sells it, its country restrictions. */
export function makeBranchBrand(Name: string, IsPartOfBranch: boolean, Restrictions: BranchBrand['Restrictions'] = []): BranchBrand {
  return { Name, IsPartOfBranch, Restrictions };
}

/** Branch 3, Fashion: Nordic Wear (sold, restricted to 'sell' in BE), Urban and Kids (not sold). */
export function makeFashionBranch(over: Partial<Branch> = {}): Branch {
  return makeBranch(3, 'Fashion', {
    Brands: {
      NW: makeBranchBrand('Nordic Wear', true, [{ CountryCode: 'BE', RestrictionLevel: 'sell' }]),
      UR: makeBranchBrand('Urban', false),
      KD: makeBranchBrand('Kids', false),
    },
    ...over,
  });
}
