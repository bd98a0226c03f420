import { z } from 'zod';
import { IdParamsSchema, RoleSchema, defineOperations, pagedSchema } from './common';

/** Sales pools: PREOR and OPTIONAL are pre-orders, REORD and WEBORD re-orders (spec section 3). */
export const SALES_POOLS = ['PREOR', 'OPTIONAL', 'REORD', 'WEBORD'] as const;

/** A row of the order history and backorder lists. */
export const OrderSummarySchema = z.object({
  Id: z.number().int(),
  OrderNumber: z.string(),
  OrderDate: z.string(),
  Total: z.number(),
  Status: z.string(),
  SalesPool: z.enum(SALES_POOLS),
  IsDropshipment: z.boolean(),
  /** the customer's own reference (spec section 2 lists it in the history) */
  CustomerOrderDescription: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const ShipmentSchema = z.object({
  Id: z.number().int(),
  Status: z.string(),
  DeliveryDate: z.string().nullable(),
  TrackingUrl: z.string().nullable(),
  TrackingCode: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const OrderLineSchema = z.object({
  Title: z.string(),
  Name: z.string(),
  Model: z.string(),
  EAN: z.string(),
  Thumbnail: z.string().nullable(),
  Size: z.string(),
  Color: z.string(),
  ColorHex: z.string(),
  UnitPrice: z.number(),
  UnitPriceSuffix: z.string(),
  Quantity: z.number().int(),
  QuantityRemainToDeliver: z.number().int(),
  QuantityShipped: z.number().int(),
  QuantityCanceled: z.number().int(),
  TotalPrice: z.number(),
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  OrderDate: z.string(),
  ExpectedDeliveryDate: z.string().nullable(),
  ProductVariantId: z.number().int(),
  Status: z.string(),
  IsWebshopEnabled: z.boolean(),
  IsDisabled: z.boolean(),
  /** stock status of the variant (re-order is refused for PRE and PRE2) */
  StockStatus: z.string(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderAddressSchema = z.object({
  Name: z.string(),
  Street: z.string(),
  HouseNumber: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  CountryName: z.string(),
});

/**
 * Traceable impersonation (issue 10): the admin or salesman who acted for the customer (`Name`, `Role`),
 * the customer's company name (`CustomerName`) and when (`At`).
 */
export const ActingPersonSchema = z.object({
  Name: z.string(),
  Role: RoleSchema,
  CustomerName: z.string(),
  At: z.string(),
});
export type ActingPerson = z.infer<typeof ActingPersonSchema>;

/** GET Order/{id} */
export const OrderDetailSchema = OrderSummarySchema.extend({
  CustomerOrderDescription: z.string(),
  DeliveryAddress: OrderAddressSchema.nullable(),
  InvoiceAddress: OrderAddressSchema.nullable(),
  Shipments: z.array(ShipmentSchema),
  Invoices: z.array(z.object({ InvoiceNumber: z.string() })),
  Products: z.array(OrderLineSchema),
  /** who placed the order while impersonating the customer; null when the customer placed it (optional: additive) */
  PlacedBy: ActingPersonSchema.nullable().optional(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** GET Customer/Invoice rows */
export const InvoiceSchema = z.object({ InvoiceNumber: z.string(), Date: z.string(), TotalAmount: z.number() });
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * Query of Customer/Orderhistory, Customer/Backorder and Customer/Invoice: page (1-based), name (order
 * number, invoice number or reference), dates and amounts (unbounded amounts come as -9999999 and 9999999).
 */
export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(12),
  name: z.string().max(200).optional(),
  dateFrom: z.string().max(40).optional(),
  dateTo: z.string().max(40).optional(),
  totalAmountFrom: z.coerce.number().min(-1e9).max(1e9).optional(),
  totalAmountTo: z.coerce.number().min(-1e9).max(1e9).optional(),
});

/** POST order/{id}/reorder: variant ids, empty for every line */
export const ReorderSchema = z.array(z.number().int().positive()).max(1000);
/** answer of reorder and basket/addItems: one message per refused line */
export const ErrorsResponseSchema = z.object({ Errors: z.array(z.string()) });

/** a file of a download URL: a random token (the permission) */
export const DownloadTokenParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.zip$/i, 'The file is unknown.') });
/** answers that point at a file to download */
export const UrlResponseSchema = z.object({ Url: z.string() });

export const orderOperations = defineOperations({
  listOrderHistory: { summary: 'Orders of the customer', query: OrderListQuerySchema, response: pagedSchema(OrderSummarySchema) },
  listBackorders: { summary: 'Orders with lines on backorder', query: OrderListQuerySchema, response: pagedSchema(OrderSummarySchema) },
  getOrder: { summary: 'An order with addresses, shipments, invoices and lines', params: IdParamsSchema, response: OrderDetailSchema },
  getOrderImages: { summary: 'The Url of a ZIP with the images of the order\'s lines (valid an hour)', params: IdParamsSchema, response: UrlResponseSchema },
  downloadOrderImages: { summary: 'The ZIP of an order\'s images (the token is the permission)', params: DownloadTokenParamsSchema },
  getOrderCsv: { summary: 'The order lines as Order-Lines.csv (BOM, semicolons)', params: IdParamsSchema },
  reorder: { summary: 'Put lines of an order into the basket (empty body: every line)', params: IdParamsSchema, body: ReorderSchema, response: ErrorsResponseSchema },
  requestOrderInvoice: { summary: 'Ask customer service for the invoice of an order', params: IdParamsSchema },
  listInvoices: { summary: 'Invoices of the customer', query: OrderListQuerySchema, response: pagedSchema(InvoiceSchema) },
  getInvoicePdf: { summary: 'An invoice as a PDF ({invoiceNumber}.pdf)', params: z.object({ invoiceNumber: z.string().min(1).max(50) }) },
});
