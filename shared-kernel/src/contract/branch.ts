import { z } from 'zod';
import { IdParamsSchema, SearchPageQuerySchema, defineOperations, pagedSchema } from './common';

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

/** PUT branch/{Id}: Brands keyed by code replace membership and restrictions; Id and Name may be sent and are ignored */
export const BranchUpdateSchema = BranchSchema.omit({ Id: true, Name: true }).extend(BranchSchema.pick({ Id: true, Name: true }).partial().shape);
export type BranchUpdate = z.infer<typeof BranchUpdateSchema>;
/** GET branch: 100 per page by default (spec section 9) */
export const BranchListQuerySchema = SearchPageQuerySchema.extend({ PageSize: SearchPageQuerySchema.shape.PageSize.default(100) });

export const branchOperations = defineOperations({
  listBranches: { summary: 'Branches with brand membership and country restrictions (admin)', query: BranchListQuerySchema, response: pagedSchema(BranchSchema) },
  getBranch: { summary: 'A branch (admin)', params: IdParamsSchema, response: BranchSchema },
  updateBranch: { summary: 'Brand membership and country restrictions of a branch (admin)', params: IdParamsSchema, body: BranchUpdateSchema, response: BranchSchema },
});
