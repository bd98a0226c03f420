import { z } from 'zod';

export const RESTRICTION_LEVELS = ['restricted', 'view', 'sell'] as const;

export const BranchRestrictionSchema = z.object({
  CountryCode: z.string().length(2),
  RestrictionLevel: z.enum(RESTRICTION_LEVELS),
});

export const BranchBrandSchema = z.object({
  Name: z.string(),
  IsPartOfBranch: z.boolean(),
  Restrictions: z.array(BranchRestrictionSchema).max(300),
});

/** Branch (spec section 3): GET branch, branch/{id}; PUT branch/{Id}. Name is read only; Brands keyed by brand code. */
export const BranchSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Brands: z.record(z.string(), BranchBrandSchema),
});
export type Branch = z.infer<typeof BranchSchema>;
