import { z } from 'zod';
import { CampaignModelsSchema, ProductGroupItemSchema, ProductSchema } from './catalogue';
import { IdParamsSchema, IdSchema, defineOperations, pagedSchema, DiscountSchema } from './common';
import { ErpSendResultSchema } from './report';
import { ActingPersonSchema } from './order';

/** State value of closed (processed) pre-orders: the processing list asks State=3 (spec section 9). */
export const PREORDER_STATE_CLOSED = 3;

/**
 * A pre-order row of the overview tables (customer dashboard, salesman dashboard and overview,
 * admin closed pre-orders). The full PreOrder of spec section 3 extends it.
 */
export const PreOrderSummarySchema = z.object({
  Id: z.number().int(),
  Brand: z.object({ Code: z.string(), Name: z.string() }),
  Collection: z.object({ Id: z.number().int(), Name: z.string() }),
  SheetId: z.number().int(),
  CustomerKey: z.string(),
  CustomerAltKey: z.string(),
  Customer: z.string(),
  CustomerState: z.number().int(),
  State: z.number().int(),
  LastUpdate: z.string(),
  Deadline: z.string(),
  DeadlineExpired: z.boolean(),
  IsClosed: z.boolean(),
  OrderReference: z.string(),
  InternalCustomerReference: z.string(),
  SalesMan: z.string(),
  /** the salesman's photo (an image URL template, spec section 9: profile 200x200); null without salesman */
  SalesManPhoto: z.string().nullable(),
  UnreadMessages: z.number().int(),
  HasUnReadMessages: z.boolean(),
  ProcessDate: z.string().nullable(),
});
export type PreOrderSummary = z.infer<typeof PreOrderSummarySchema>;

/** GET PreOrder list query (names as the overview lists use them). */
export const PreOrderListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(12),
  search: z.string().max(200).optional(),
  /** comma-separated state values */
  State: z.string().max(200).optional(),
  brands: z.string().max(500).optional(),
  collections: z.string().max(500).optional(),
  customer: z.string().max(200).optional(),
  country: z.string().max(200).optional(),
  hasNewMessages: z.enum(['true', 'false']).optional(),
  myCustomersOnly: z.enum(['true', 'false']).optional(),
  mySheetsOnly: z.enum(['true', 'false']).optional(),
});

/**
 * Pre-order state values chosen by mock-api (the spec fixes only 3 = closed): 0 open, 1 sent to the
 * salesman, 2 sent to sales, 3 closed. Customer states: 0 not started, 1 in progress, 2 sent. System
 * states: 0 regular, 1 forecasted (assignable).
 */
export const PREORDER_STATES = { Open: 0, SentToSalesman: 1, SentToSales: 2, Closed: 3 } as const;
export const PREORDER_CUSTOMER_STATES = { NotStarted: 0, InProgress: 1, Sent: 2 } as const;
export const PREORDER_SYSTEM_STATES = { Regular: 0, Forecasted: 1 } as const;

/** GET PreOrder/{id}: the full pre-order (spec section 3). `Address` is the delivery address id. */
export const PreOrderSchema = PreOrderSummarySchema.extend({
  SystemState: z.number().int(),
  CustomerCurrency: z.string(),
  PreOrderDiscount: z.number(),
  MaximumDiscount: z.number(),
  CustomerComment: z.string().nullable(),
  InternalComment: z.string().nullable(),
  ForecastsAndHistoryVisible: z.boolean(),
  EarlyShipmentAllowed: z.boolean(),
  Address: z.number().int().nullable(),
  SalesmanNote: z.string().nullable(),
  /** e-mail addresses to notify */
  Users: z.array(z.string()),
  /**
   * The header's row version: +1 on every header write (PUT customer/sales, sendtosales, close). Sent back
   * with PUT customer/sales, a different stored version answers 409. mock-api always sends it; optional
   * so answers and fixtures without it still parse.
   */
  RowVersion: z.number().int().optional(),
  /**
   * Traceable impersonation (issue 10): the admin or salesman who made the last change while impersonating
   * the customer; null when the last change was made by someone acting as themselves (optional: additive).
   */
  LastChangedBy: ActingPersonSchema.nullable().optional(),
});
export type PreOrder = z.infer<typeof PreOrderSchema>;

/** POST PreOrder (salesman, admin): answers the new id */
export const PreOrderCreateSchema = z.object({
  CustomerKey: z.string().min(1).max(50),
  SheetId: z.number().int().positive(),
  InternalCustomerReference: z.string().max(20).default(''),
  OrderReference: z.string().max(60).default(''),
  Users: z.array(z.email()).max(50).default([]),
  PreOrderDiscount: DiscountSchema.default(0),
  Address: z.number().int().positive().nullable().default(null),
  ForecastsAndHistoryVisible: z.boolean().default(false),
  /** a forecasted pre-order (SystemState 1) of the same customer and sheet that becomes this pre-order */
  ForecastId: z.number().int().positive().optional(),
});
export type PreOrderCreate = z.infer<typeof PreOrderCreateSchema>;

/** PUT PreOrder/{id}/customer */
export const PreOrderCustomerUpdateSchema = z.object({
  Id: z.number().int().optional(),
  Address: z.number().int().positive().nullable(),
  OrderReference: z.string().max(60),
  PreOrderDiscount: DiscountSchema,
  CustomerComment: z.string().max(4000).nullable(),
  EarlyShipmentAllowed: z.boolean(),
  InternalCustomerReference: z.string().max(20),
  /** the RowVersion the edit is based on; when given and not the stored one: 409, nothing changed (without it: no check) */
  RowVersion: z.number().int().optional(),
});
/** PUT PreOrder/{id}/sales */
export const PreOrderSalesUpdateSchema = PreOrderCustomerUpdateSchema.extend({
  ForecastsAndHistoryVisible: z.boolean(),
  InternalComment: z.string().max(4000).nullable(),
});
/** PUT PreOrder/{id}/close and /sendreminders */
export const PreOrderUsersSchema = z.object({ Id: z.number().int().optional(), Users: z.array(z.email()).max(50).default([]) });

/** PUT PreOrder/{id}/productvariant/{vid} (and marketingproductvariant) */
export const PreOrderVariantUpdateSchema = z.object({ Id: z.number().int().optional(), Amount: z.number().int().min(0).max(99999) });
/** PUT PreOrder/{id}/product/{pid} (and marketingproduct) */
export const PreOrderProductUpdateSchema = z.object({
  Id: z.number().int().optional(),
  PreOrderDiscount: DiscountSchema,
  DeliveryDate: z.string().max(40).nullable().optional(),
});
/** PUT PreOrder/{id}/productgroup/{gid} (and marketingproductgroup) */
export const PreOrderGroupUpdateSchema = z.object({ Id: z.number().int().optional(), PreOrderDiscount: DiscountSchema });
/** PUT PreOrder/{id}/productnotification/{nid} */
export const PreOrderNotificationUpdateSchema = z.object({ Id: z.number().int().optional(), IsReportedToCustomer: z.boolean() });

/** GET PreOrder/{id}/productgroups and /marketingproductgroups query */
export const PreOrderProductsQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(10),
  Search: z.string().max(200).optional(),
  AmountsOnly: z.enum(['true', 'false']).optional(),
});

export const PreOrderNotificationSchema = z.object({
  Id: z.number().int(),
  Type: z.enum(['ProductAdded', 'SizeActivated', 'DeadlineExpired', 'SizeDeactivated', 'ProductRemoved']),
  Message: z.string(),
  IsReportedToCustomer: z.boolean(),
});
export type PreOrderNotification = z.infer<typeof PreOrderNotificationSchema>;

export const PreOrderComparisonSchema = z.object({
  PreOrderSheetName: z.string(),
  IsDefault: z.boolean(),
  GrowthPercentage: z.number(),
  TotalPrice: z.number(),
  ProductVariantAmount: z.number().int(),
  TwentyPercentGrowthAmount: z.number(),
  FiftyPercentGrowthAmount: z.number(),
  HundredPercentGrowthAmount: z.number(),
});

/** GET PreOrder/{id}/totals */
export const PreOrderTotalsSchema = z.object({
  ProductCount: z.number().int(),
  ProductVariantAmount: z.number().int(),
  TotalProductPrice: z.number(),
  TotalProductPriceAfterDiscount: z.number(),
  MarketingProductCount: z.number().int(),
  MarketingProductVariantAmount: z.number().int(),
  MarketingTotalPrice: z.number(),
  MarketingTotalPriceAfterDiscount: z.number(),
  TargetPrice: z.number(),
  TargetGrowthPercentage: z.number(),
  Comparisons: z.array(PreOrderComparisonSchema),
});
export type PreOrderTotals = z.infer<typeof PreOrderTotalsSchema>;

/** GET PreOrder/{id}/subgrouptotals rows */
export const SubGroupTotalSchema = z.object({ SubGroup: z.string(), Amount: z.number().int(), Total: z.number(), Share: z.number() });
/** GET PreOrder/{id}/deliverymomenttotals (indicative) */
export const DeliveryMomentTotalSchema = z.object({
  DeliveryDate: z.string(),
  Rows: z.array(z.object({ SubGroup: z.string(), Amount: z.number().int(), Total: z.number() })),
});

/** Target of a sheet (spec section 3); GET PreOrder/{id}/targets lists the sheet's. */
export const SheetTargetSchema = z.object({
  TargetId: z.number().int().min(0).default(0),
  TargetName: z.string().min(1).max(100),
  IsDefault: z.boolean(),
  MaximumDiscount: DiscountSchema,
});
export type SheetTarget = z.infer<typeof SheetTargetSchema>;

/** A colour product on a pre-order: amounts per variant, chosen delivery date and discounts. */
export const PreOrderProductSchema = ProductSchema.extend({
  PreOrderDiscount: z.number(),
  MaximumDiscount: z.number(),
  DefaultDiscount: z.number(),
  TotalAmount: z.number().int(),
  TotalPrice: z.number(),
  NettoPrice: z.number(),
});
export type PreOrderProduct = z.infer<typeof PreOrderProductSchema>;

/**
 * A (marketing) product group of a pre-order or sheet, with its products. Brochure: the group's page in
 * the sheet's brochure (0: none); CampaignModels: the ids of its campaign-model products (spec section 3).
 */
export const PreOrderProductGroupSchema = ProductGroupItemSchema.extend({
  PreOrderDiscount: z.number(),
  Brochure: z.number().int(),
  CampaignModels: CampaignModelsSchema,
  Products: z.array(PreOrderProductSchema),
});
export type PreOrderProductGroup = z.infer<typeof PreOrderProductGroupSchema>;

/** path parameters of the line writes: the pre-order and a variant, product, group or notification id */
const VariantParams = z.object({ id: IdSchema, vid: IdSchema });
const ProductParams = z.object({ id: IdSchema, pid: IdSchema });
const GroupParams = z.object({ id: IdSchema, gid: IdSchema });
const NotificationParams = z.object({ id: IdSchema, nid: IdSchema });

/** answers of the line writes */
export const PreOrderVariantAnswerSchema = z.object({ Id: z.number().int(), Amount: z.number().int() });
export const PreOrderProductAnswerSchema = z.object({ Id: z.number().int(), PreOrderDiscount: z.number(), DeliveryDate: z.string().nullable() });
export const PreOrderGroupAnswerSchema = z.object({ Id: z.number().int(), PreOrderDiscount: z.number() });
export const PreOrderNotificationAnswerSchema = z.object({ IsReportedToCustomer: z.boolean() });

const productGroups = (marketing: boolean) => ({
  summary: marketing ? 'The marketing product groups of the pre-order with amounts (page size 50 or 400)' : 'The product groups of the pre-order with amounts (page size 10)',
  params: IdParamsSchema,
  query: PreOrderProductsQuerySchema,
  response: pagedSchema(PreOrderProductGroupSchema),
});

export const preOrderOperations = defineOperations({
  listPreOrders: {
    summary: 'Pre-orders in the caller\'s scope (customers: their company; salesman: their customers and sheets; admin: all)',
    description: '`State`, `brands`, `collections`, `country` comma-separated. `Filters` holds the brand counts.',
    query: PreOrderListQuerySchema,
    response: pagedSchema(PreOrderSummarySchema),
  },
  listForecastedPreOrders: { summary: 'Assignable (forecasted, SystemState 1) pre-orders', query: PreOrderListQuerySchema, response: pagedSchema(PreOrderSummarySchema) },
  getPreOrder: { summary: 'A pre-order with its header data and RowVersion', params: IdParamsSchema, response: PreOrderSchema },
  createPreOrder: {
    summary: 'Create a pre-order for a customer on a sheet (admin, salesman); answers the new id',
    description: 'With ForecastId the forecasted pre-order becomes the regular one and keeps its id.',
    body: PreOrderCreateSchema,
    response: z.number().int(),
  },
  updatePreOrderAsCustomer: {
    summary: 'Save the customer\'s fields (open pre-orders only)',
    description: 'A RowVersion other than the stored one answers 409 and changes nothing.',
    params: IdParamsSchema,
    body: PreOrderCustomerUpdateSchema,
    response: PreOrderSchema,
  },
  updatePreOrderAsSales: { summary: 'Save the salesman\'s fields', params: IdParamsSchema, body: PreOrderSalesUpdateSchema, response: PreOrderSchema },
  sendPreOrderToSales: { summary: 'Customer: send to the salesman (State 1); salesman, admin: send to sales (State 2)', params: IdParamsSchema, response: PreOrderSchema },
  closePreOrder: { summary: 'Close (State 3) and queue it for AX; the listed users are notified', params: IdParamsSchema, body: PreOrderUsersSchema, response: PreOrderSchema },
  sendPreOrderReminders: { summary: 'Mail reminders to the listed users', params: IdParamsSchema, body: PreOrderUsersSchema },
  exportPreOrder: { summary: 'The AX lines of the pre-order as export.csv (admin)', params: IdParamsSchema },
  resendPreOrder: {
    summary: 'Send the pre-order to AX again (admin)',
    description: 'A refusal answers 400 `{ Message, AxWarningId }`.',
    params: IdParamsSchema,
    response: ErpSendResultSchema,
  },
  listPreOrderProductGroups: productGroups(false),
  listPreOrderMarketingProductGroups: productGroups(true),
  updatePreOrderVariant: { summary: 'Set the amount of a size (0 removes the line)', params: VariantParams, body: PreOrderVariantUpdateSchema, response: PreOrderVariantAnswerSchema },
  updatePreOrderMarketingVariant: { summary: 'Set the amount of a marketing size', params: VariantParams, body: PreOrderVariantUpdateSchema, response: PreOrderVariantAnswerSchema },
  updatePreOrderProduct: { summary: 'Discount and delivery date of a colour product', params: ProductParams, body: PreOrderProductUpdateSchema, response: PreOrderProductAnswerSchema },
  updatePreOrderMarketingProduct: { summary: 'Discount and delivery date of a marketing product', params: ProductParams, body: PreOrderProductUpdateSchema, response: PreOrderProductAnswerSchema },
  updatePreOrderProductGroup: { summary: 'Discount of a product group (clears the product discounts)', params: GroupParams, body: PreOrderGroupUpdateSchema, response: PreOrderGroupAnswerSchema },
  updatePreOrderMarketingProductGroup: { summary: 'Discount of a marketing product group', params: GroupParams, body: PreOrderGroupUpdateSchema, response: PreOrderGroupAnswerSchema },
  getPreOrderTotals: { summary: 'Totals, target and comparisons', params: IdParamsSchema, response: PreOrderTotalsSchema },
  getPreOrderSubgroupTotals: { summary: 'Totals per subgroup', params: IdParamsSchema, response: z.array(SubGroupTotalSchema) },
  getPreOrderDeliveryMomentTotals: { summary: 'Totals per delivery date (indicative)', params: IdParamsSchema, response: z.array(DeliveryMomentTotalSchema) },
  getPreOrderTargets: { summary: 'The targets of the pre-order\'s sheet', params: IdParamsSchema, response: z.array(SheetTargetSchema) },
  listPreOrderNotifications: { summary: 'Changes of the sheet that concern the pre-order', params: IdParamsSchema, response: z.array(PreOrderNotificationSchema) },
  reportPreOrderNotification: {
    summary: 'Mark a notification reported to the customer (or not)',
    params: NotificationParams,
    body: PreOrderNotificationUpdateSchema,
    response: PreOrderNotificationAnswerSchema,
  },
  reportAllPreOrderNotifications: { summary: 'Mark every notification of the pre-order', params: IdParamsSchema, body: PreOrderNotificationUpdateSchema, response: PreOrderNotificationAnswerSchema },
});
