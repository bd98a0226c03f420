import { z } from 'zod';
import { ProductGroupItemSchema, ProductSchema } from './catalogue';
import { DateInputSchema, IdParamsSchema, IdSchema, QueryFlagSchema, defineOperations, pagedSchema, DiscountSchema } from './common';
import { SheetTargetSchema } from './preorder';
import { ReportExportSchema, SheetReportQuerySchema, SheetReportSchema } from './report';

/** Sheet states: 0 open, 1 hidden, 2 closed (spec section 3). */
export const SHEET_STATES = { Open: 0, Hidden: 1, Closed: 2 } as const;

/** a product group on a sheet; SortIndex its 0-based position, Brochure its page in the sheet's brochure (0: none) */
export const SheetGroupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ErpId: z.string(),
  SortIndex: z.number().int(),
  PreOrderDiscount: z.number(),
  MaximumDiscount: z.number(),
  Brochure: z.number().int(),
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
/** the largest brochure page a sheet group may carry */
export const BROCHURE_MAX = 9999;
/**
 * PUT preordersheet/{id}/productgroup/{gid}: discounts and the brochure page (spec section 5: at least 0);
 * without Brochure the stored page stays (older clients). The position changes with PUT .../sortindex/{n}.
 */
export const SheetGroupUpdateSchema = z.object({
  PreOrderDiscount: DiscountSchema,
  MaximumDiscount: DiscountSchema,
  Brochure: z.number().int().min(0).max(BROCHURE_MAX).optional(),
});

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

/** GET PreOrderSheet: `open=true` keeps the sheets a pre-order can be made on (State 0, deadline not passed) */
export const PreOrderSheetListOpenQuerySchema = PreOrderSheetListQuerySchema.extend({ open: QueryFlagSchema.optional() });
/** GET PreOrderSheet/autocomplete?search&take */
export const SheetAutocompleteQuerySchema = z.object({ search: z.string().max(200).optional().default(''), take: z.coerce.number().int().min(1).max(100).default(20) });
export const SheetHitSchema = z.object({ Id: z.number().int(), Name: z.string(), Brand: z.object({ Code: z.string(), Name: z.string() }), State: z.number().int(), MaximumDiscount: z.number() });
/** GET PreOrderSheet/{id}/productgroups query (page size 10 by default) */
export const SheetGroupListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(10),
  Search: z.string().max(200).optional(),
});
/** a colour product as the sheet offers it: IsAvailable per size toggle, DeliveryDates IsSelected per the sheet */
export const SheetProductSchema = ProductSchema.extend({
  /** the delivery dates the product offers on this sheet; empty: 'no delivery date(s) selected!' */
  SheetDeliveryDates: z.array(z.string()),
});
/** a (marketing) product group of GET PreOrderSheet/{id}/productgroups with its products */
export const SheetProductGroupSchema = ProductGroupItemSchema.extend({ PreOrderDiscount: z.number(), Products: z.array(SheetProductSchema) });

const SheetGroupParams = z.object({ id: IdSchema, gid: IdSchema });
const SheetProductParams = z.object({ id: IdSchema, pid: IdSchema });
const SortParams = SheetGroupParams.extend({ n: z.coerce.number().int().min(0).max(100000) });

const groupList = (marketing: boolean) => ({
  summary: marketing ? 'The marketing product groups of a sheet with products, dates and size toggles' : 'The product groups of a sheet with products, dates and size toggles',
  params: IdParamsSchema,
  query: SheetGroupListQuerySchema,
  response: pagedSchema(SheetProductGroupSchema),
});
const addGroup = (marketing: boolean) => ({
  summary: marketing ? 'Add a marketing product group to a sheet (admin); answers its id' : 'Add a product group to a sheet (admin); answers its id',
  description: 'The open pre-orders of the sheet get a ProductAdded notification.',
  params: IdParamsSchema,
  body: SheetGroupAddSchema,
  response: z.number().int(),
});

export const sheetOperations = defineOperations({
  listPreOrderSheets: { summary: 'Pre-order sheets (admin, salesman)', query: PreOrderSheetListOpenQuerySchema, response: pagedSchema(PreOrderSheetSchema) },
  preOrderSheetAutocomplete: { summary: 'Sheets by name', query: SheetAutocompleteQuerySchema, response: z.array(SheetHitSchema) },
  getPreOrderSheetBase: { summary: 'A sheet\'s header data with group counts, without its groups', query: SheetBaseQuerySchema, response: SheetBaseSchema },
  getPreOrderSheet: { summary: 'A sheet with targets and groups', params: IdParamsSchema, response: PreOrderSheetSchema },
  createPreOrderSheet: { summary: 'Create a sheet (admin); answers the new id', body: PreOrderSheetInputSchema, response: z.number().int() },
  updatePreOrderSheet: {
    summary: 'Edit a sheet (admin)',
    description: 'A deadline moved into the past notifies the open pre-orders (DeadlineExpired).',
    params: IdParamsSchema,
    body: PreOrderSheetInputSchema,
    response: PreOrderSheetSchema,
  },
  copyPreOrderSheet: { summary: 'A hidden copy of a sheet with targets, groups, dates and size toggles (admin); answers the new id', params: IdParamsSchema, response: z.number().int() },
  listSheetProductGroups: groupList(false),
  listSheetMarketingProductGroups: groupList(true),
  addSheetProductGroup: addGroup(false),
  addSheetMarketingProductGroup: addGroup(true),
  removeSheetProductGroup: { summary: 'Remove a product group from a sheet (admin)', params: SheetGroupParams },
  removeSheetMarketingProductGroup: { summary: 'Remove a marketing product group from a sheet (admin)', params: SheetGroupParams },
  updateSheetProductGroup: { summary: 'Discount and maximum discount of a group on a sheet (admin)', params: SheetGroupParams, body: SheetGroupUpdateSchema, response: SheetGroupSchema },
  updateSheetMarketingProductGroup: { summary: 'Discount and maximum discount of a marketing group on a sheet (admin)', params: SheetGroupParams, body: SheetGroupUpdateSchema, response: SheetGroupSchema },
  sortSheetProductGroup: { summary: 'Move a group to position n (admin); answers the groups in order', params: SortParams, response: z.array(SheetGroupSchema) },
  sortSheetMarketingProductGroup: { summary: 'Move a marketing group to position n (admin)', params: SortParams, response: z.array(SheetGroupSchema) },
  addSheetProduct: { summary: 'Offer a colour product on the sheet with delivery dates (admin)', params: IdParamsSchema, body: SheetProductAddSchema, response: SheetProductDatesSchema },
  addSheetMarketingProduct: { summary: 'Offer a marketing product on the sheet with delivery dates (admin)', params: IdParamsSchema, body: SheetProductAddSchema, response: SheetProductDatesSchema },
  updateSheetProduct: { summary: 'Replace a product\'s delivery dates on the sheet (admin)', params: SheetProductParams, body: SheetProductUpdateSchema, response: SheetProductDatesSchema },
  updateSheetMarketingProduct: { summary: 'Replace a marketing product\'s delivery dates on the sheet (admin)', params: SheetProductParams, body: SheetProductUpdateSchema, response: SheetProductDatesSchema },
  removeSheetProduct: { summary: 'Take a product\'s delivery dates off the sheet (admin)', params: SheetProductParams },
  removeSheetMarketingProduct: { summary: 'Take a marketing product\'s delivery dates off the sheet (admin)', params: SheetProductParams },
  toggleSheetVariant: {
    summary: 'Switch a size on or off on the sheet (admin; without IsAvailable it flips)',
    params: z.object({ id: IdSchema, vid: IdSchema }),
    body: SheetVariantUpdateSchema,
    response: SheetVariantSchema,
  },
  getSheetReport: { summary: 'Report data and statistics of a sheet (admin)', query: SheetReportQuerySchema, response: SheetReportSchema },
  exportSheetReport: { summary: 'The report as a base64 CSV (admin)', query: SheetReportQuerySchema, response: ReportExportSchema },
});
