import { z } from 'zod';
import { DateInputSchema, DiscountSchema } from './common';
import { SheetTargetSchema } from './preorder';

/** Sheet states: 0 open, 1 hidden, 2 closed (spec section 3). */
export const SHEET_STATES = { Open: 0, Hidden: 1, Closed: 2 } as const;

/** a product group on a sheet */
export const SheetGroupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ErpId: z.string(),
  SortIndex: z.number().int(),
  PreOrderDiscount: z.number(),
  MaximumDiscount: z.number(),
});
export type SheetGroup = z.infer<typeof SheetGroupSchema>;

/** GET PreOrderSheet/{id} (spec section 3) */
export const PreOrderSheetSchema = z.object({
  Id: z.number().int(),
  Brand: z.object({ Code: z.string(), Name: z.string() }),
  Collection: z.object({ Id: z.number().int(), Name: z.string() }),
  Name: z.string(),
  MaximumDiscount: z.number(),
  Deadline: z.string(),
  State: z.number().int(),
  SalesmanNote: z.string().nullable(),
  Targets: z.array(SheetTargetSchema),
  ProductGroups: z.array(SheetGroupSchema),
  MarketingProductGroups: z.array(SheetGroupSchema),
});
export type PreOrderSheet = z.infer<typeof PreOrderSheetSchema>;

/** POST PreOrderSheet and PUT PreOrderSheet/{id}: at most one default target */
export const PreOrderSheetInputSchema = z
  .object({
    Id: z.number().int().min(0).optional(),
    Brand: z.object({ Code: z.string().min(1).max(20) }),
    Collection: z.object({ Id: z.number().int().positive() }),
    Name: z.string().min(1).max(200),
    MaximumDiscount: DiscountSchema,
    Deadline: DateInputSchema,
    State: z.number().int().min(0).max(2),
    SalesmanNote: z.string().max(4000).nullable().default(null),
    Targets: z.array(SheetTargetSchema).max(20).default([]),
  })
  .refine((s) => s.Targets.filter((t) => t.IsDefault).length <= 1, { path: ['Targets'], message: 'At most one target is the default.' });
export type PreOrderSheetInput = z.infer<typeof PreOrderSheetInputSchema>;

/** GET PreOrderSheet list query */
export const PreOrderSheetListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(12),
  search: z.string().max(200).optional(),
  /** comma-separated sheet states */
  State: z.string().max(50).optional(),
  brands: z.string().max(500).optional(),
});

/** POST preordersheet/{id}/productgroup (and marketingproductgroup): the group to add */
export const SheetGroupAddSchema = z.object({ Id: z.number().int().positive() });
/** PUT preordersheet/{id}/productgroup/{gid} */
export const SheetGroupUpdateSchema = z.object({ PreOrderDiscount: DiscountSchema, MaximumDiscount: DiscountSchema });

/** GET preordersheet/base?sheetId: the sheet's header data without its groups (salesman create page, admin edit) */
export const SheetBaseQuerySchema = z.object({ sheetId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const SheetBaseSchema = PreOrderSheetSchema.omit({ ProductGroups: true, MarketingProductGroups: true }).extend({
  DeadlineExpired: z.boolean(),
  ProductGroupCount: z.number().int(),
  MarketingProductGroupCount: z.number().int(),
});
export type SheetBase = z.infer<typeof SheetBaseSchema>;

/** POST preordersheet/{id}/product (and marketingproduct): the delivery dates a colour product offers on the sheet */
export const SheetProductAddSchema = z.object({
  Id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  DeliveryDates: z.array(DateInputSchema).min(1, 'Select at least one delivery date.').max(20),
});
/** PUT preordersheet/{id}/product/{pid}: replaces the product's delivery dates on the sheet (empty: none selected) */
export const SheetProductUpdateSchema = z.object({ Id: z.number().int().optional(), DeliveryDates: z.array(DateInputSchema).max(20) });
/** answer of the product calls: the product's delivery dates on the sheet (ISO, ascending) */
export const SheetProductDatesSchema = z.object({ Id: z.number().int(), DeliveryDates: z.array(z.string()) });
export type SheetProductDates = z.infer<typeof SheetProductDatesSchema>;

/** PUT preordersheet/{id}/productvariant/{vid}: the admin size toggle; without IsAvailable it flips the current value */
export const SheetVariantUpdateSchema = z.object({ Id: z.number().int().optional(), IsAvailable: z.boolean().optional() });
export const SheetVariantSchema = z.object({ Id: z.number().int(), IsAvailable: z.boolean() });
