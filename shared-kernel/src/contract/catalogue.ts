import { z } from 'zod';

/** GET productgroup/autocomplete?search: a search hit (header widget and /search). */
export const ProductHitSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ErpId: z.string(),
  Brand: z.string(),
  Thumbnail: z.string().nullable(),
});
export type ProductHit = z.infer<typeof ProductHitSchema>;

export const ProductAutocompleteQuerySchema = z.object({
  search: z.string().min(3).max(200),
  marketingOnly: z.enum(['true', 'false']).optional(),
  includePre: z.enum(['true', 'false']).optional(),
  preOrderSheetId: z.coerce.number().int().optional(),
  addBranchFilter: z.enum(['true', 'false']).optional(),
  branchRestriction: z.string().optional(),
  take: z.coerce.number().int().min(1).max(100).default(20),
});

/** Stock statuses of spec section 4. */
export const STOCK_STATUSES = ['STOCK', 'STOCK2', 'OPB', 'NOS', 'ZVS', 'ZVS2', 'OUT', 'OUT2', 'PRE', 'PRE2', 'NO'] as const;
export const StockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof StockStatusSchema>;
