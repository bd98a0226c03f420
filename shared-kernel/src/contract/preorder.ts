import { z } from 'zod';

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
