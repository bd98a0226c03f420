import { z } from 'zod';
import { IdParamsSchema, defineOperations } from './common';
/**
 * Bulk order entry (issue 10): the answer rows of POST productvariant/resolve (catalogue) and
 * POST PreOrder/{id}/resolve (pre-order), one per posted row, in order.
 */
/** why a catalogue row cannot be ordered */
export type CatalogueLineReason = 'Unknown' | 'NotOrderable' | 'NoAccess' | 'AboveStock' | 'Duplicate' | 'InvalidAmount';

/** POST productvariant/resolve answer row: the resolved variant or a reason */
export interface ResolvedCatalogueLine {
  Line: number;
  Code: string;
  Amount: number;
  Ok: boolean;
  Reason: CatalogueLineReason | null;
  /** the server's text of the reason (English), for logs and fallbacks */
  Message: string | null;
  ProductGroupId: number | null;
  ProductId: number | null;
  ProductVariantId: number | null;
  Name: string | null;
  Color: string | null;
  Size: string | null;
  StockStatus: string | null;
  /** how many may be ordered (limited statuses), null: no limit or unknown */
  Available: number | null;
}

/** why a pre-order row cannot be filled */
export type PreOrderLineReason = 'Unknown' | 'NotOnSheet' | 'SizeSwitchedOff' | 'NoDeliveryDate' | 'Deleted' | 'Duplicate' | 'ReadOnly' | 'InvalidAmount';

/** POST PreOrder/{id}/resolve answer row */
export interface ResolvedPreOrderLine {
  Line: number;
  Code: string;
  Amount: number;
  Ok: boolean;
  Reason: PreOrderLineReason | null;
  Message: string | null;
  ProductGroupId: number | null;
  ProductId: number | null;
  ProductVariantId: number | null;
  /** a marketing product of the sheet: saved through marketingproductvariant */
  IsMarketing: boolean;
  Name: string | null;
  Color: string | null;
  Size: string | null;
}

/** at most this many rows per resolve call (the clients' limit too, shared-kernel util/orderLines.ts) */
export const RESOLVE_MAX_ROWS = 500;

/** POST productvariant/resolve and PreOrder/{id}/resolve: `{ Rows: [{ Line, Code, Amount }] }` */
export const ResolveRequestSchema = z.object({
  Rows: z
    .array(
      z.object({
        Line: z.number().int().min(0),
        Code: z.string().trim().min(1, 'The SKU or EAN is required.').max(64),
        Amount: z.number().int('The amount must be a whole number.').min(0).max(999_999),
      }),
    )
    .min(1, 'Enter at least one line.')
    .max(RESOLVE_MAX_ROWS, `At most ${RESOLVE_MAX_ROWS} lines can be resolved at once.`),
});

const lineBase = {
  Line: z.number().int(),
  Code: z.string(),
  Amount: z.number().int(),
  Ok: z.boolean(),
  Message: z.string().nullable(),
  ProductGroupId: z.number().int().nullable(),
  ProductId: z.number().int().nullable(),
  ProductVariantId: z.number().int().nullable(),
  Name: z.string().nullable(),
  Color: z.string().nullable(),
  Size: z.string().nullable(),
};

export const ResolvedCatalogueLineSchema = z.object({
  ...lineBase,
  Reason: z.enum(['Unknown', 'NotOrderable', 'NoAccess', 'AboveStock', 'Duplicate', 'InvalidAmount']).nullable(),
  StockStatus: z.string().nullable(),
  Available: z.number().int().nullable(),
}) satisfies z.ZodType<ResolvedCatalogueLine>;

export const ResolvedPreOrderLineSchema = z.object({
  ...lineBase,
  Reason: z.enum(['Unknown', 'NotOnSheet', 'SizeSwitchedOff', 'NoDeliveryDate', 'Deleted', 'Duplicate', 'ReadOnly', 'InvalidAmount']).nullable(),
  IsMarketing: z.boolean(),
}) satisfies z.ZodType<ResolvedPreOrderLine>;

export const bulkOperations = defineOperations({
  resolveCatalogueLines: {
    summary: 'Resolve pasted `SKU or EAN; amount` lines for the shop (nothing is written)',
    body: ResolveRequestSchema,
    response: z.array(ResolvedCatalogueLineSchema),
  },
  resolvePreOrderLines: {
    summary: 'Resolve pasted `SKU or EAN; amount` lines for a pre-order (nothing is written)',
    params: IdParamsSchema,
    body: ResolveRequestSchema,
    response: z.array(ResolvedPreOrderLineSchema),
  },
});
