import { z } from 'zod';
import { IdParamsSchema, defineOperations } from './common';

/** Draft baskets (issue 10): a saved copy of the basket lines, named per owner, shareable inside the company. */

export const DRAFT_NAME_MAX = 60;
export const DRAFT_RESTORE_MODES = ['replace', 'merge'] as const;

/** POST basket/drafts: saves the caller's current basket under a name (1-60 characters, unique per owner) */
export const DraftCreateSchema = z.object({
  Name: z.string().trim().min(1, 'The name is required.').max(DRAFT_NAME_MAX, `The name can have at most ${DRAFT_NAME_MAX} characters.`),
});
export type DraftCreate = z.infer<typeof DraftCreateSchema>;

/** POST basket/drafts/{id}/restore: replace empties the basket first, merge adds the amounts */
export const DraftRestoreSchema = z.object({ Mode: z.enum(DRAFT_RESTORE_MODES) });
export type DraftRestore = z.infer<typeof DraftRestoreSchema>;
export type DraftRestoreMode = DraftRestore['Mode'];

/** PUT basket/drafts/{id}/share: the complete list of users (same customer) the draft is shared with */
export const DraftShareSchema = z.object({ UserIds: z.array(z.string().min(1).max(100)).max(100) });
export type DraftShare = z.infer<typeof DraftShareSchema>;

export const DraftUserSchema = z.object({ Id: z.string(), Name: z.string() });
export type DraftUser = z.infer<typeof DraftUserSchema>;

/** a row of GET basket/drafts */
export const DraftSummarySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  OwnerId: z.string(),
  OwnerName: z.string(),
  /** the caller owns it (may share and delete) */
  IsOwner: z.boolean(),
  IsDropshipment: z.boolean(),
  Created: z.string(),
  Updated: z.string(),
  LineCount: z.number().int(),
  /** sum of the line amounts (pieces) */
  TotalAmount: z.number().int(),
  /** at today's prices, integer cents, by the basket's money rules (no coupon); null for marketing users */
  TotalCents: z.number().int().nullable(),
  SharedWith: z.array(DraftUserSchema),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftLineSchema = z.object({
  ProductVariantId: z.number().int(),
  ProductId: z.number().int(),
  ProductGroupId: z.number().int(),
  ProductName: z.string(),
  ProductColorName: z.string(),
  ProductSize: z.string(),
  Sku: z.string(),
  Amount: z.number().int(),
  /** null for marketing users */
  UnitCents: z.number().int().nullable(),
  TotalCents: z.number().int().nullable(),
  /** why the line could not go to the basket now (stock status NO, no access, deleted ...), else null */
  Error: z.string().nullable(),
});
export type DraftLine = z.infer<typeof DraftLineSchema>;

/** GET basket/drafts/{id} */
export const DraftDetailSchema = DraftSummarySchema.extend({ Lines: z.array(DraftLineSchema) });
export type DraftDetail = z.infer<typeof DraftDetailSchema>;

/** answer of POST basket/drafts/{id}/restore: Errors per skipped line (as basket/addItems), the restored lines and the new basket count */
export const DraftRestoreResponseSchema = z.object({
  Errors: z.array(z.string()),
  Details: z.array(z.object({ ProductVariantId: z.number().int(), ProductName: z.string(), ProductColorName: z.string(), ProductSize: z.string(), Amount: z.number().int() })),
  BasketCount: z.number().int(),
});
export type DraftRestoreResponse = z.infer<typeof DraftRestoreResponseSchema>;

export const draftOperations = defineOperations({
  listDrafts: { summary: 'Draft baskets the user owns or that are shared with them', response: z.array(DraftSummarySchema) },
  createDraft: { summary: 'Save the current basket as a named draft (201)', body: DraftCreateSchema, response: DraftSummarySchema },
  getDraft: { summary: 'A draft with its lines at today\'s prices', params: IdParamsSchema, response: DraftDetailSchema },
  restoreDraft: { summary: 'Put a draft into the basket (replace or merge)', params: IdParamsSchema, body: DraftRestoreSchema, response: DraftRestoreResponseSchema },
  shareDraft: { summary: 'Share a draft with users of the same customer (owner only)', params: IdParamsSchema, body: DraftShareSchema, response: DraftSummarySchema },
  deleteDraft: { summary: 'Delete a draft (owner only)', params: IdParamsSchema },
});
