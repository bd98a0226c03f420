import { z } from 'zod';
import { FilterGroupSchema, IdParamsSchema, defineOperations } from './common';

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

/** A size variant of a colour product (spec section 3). */
export const VariantSchema = z.object({
  Id: z.number().int(),
  Sku: z.string(),
  Size: z.string(),
  /** pants: waist and length of the grid */
  Dim1: z.string().nullable(),
  Dim2: z.string().nullable(),
  Amount: z.number().int(),
  Stock: z.number().int(),
  StockStatus: StockStatusSchema,
  /** 'high' (10+), 'low' (1-9) or 'none' */
  StockIndication: z.enum(['high', 'low', 'none']),
  SupplierStock: z.number().int(),
  SupplierStockIndication: z.enum(['high', 'low', 'none']),
  SupplierDaysToDeliverMin: z.number().int(),
  SupplierDaysToDeliverMax: z.number().int(),
  NextStockDelivery: z.string().nullable(),
  NextStockSupplier: z.string().nullable(),
  FutureAvailableStock: z.number().int(),
  AmountInStock: z.number().int(),
  BasketAmount: z.number().int(),
  IsEnabled: z.boolean(),
  IsAvailable: z.boolean(),
  IsPIMDisabled: z.boolean(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const DeliveryDateSchema = z.object({
  DeliveryDate: z.string(),
  FinalOrderDate: z.string(),
  RetailFromPrice: z.number(),
  OriginalFromPrice: z.number(),
  IsSelected: z.boolean(),
});
export type DeliveryDate = z.infer<typeof DeliveryDateSchema>;

/** A colour product (spec section 3); SizeChartId 2 = pants (Variants also split in VariantsDim1/VariantsDim2). */
export const ProductSchema = z.object({
  Id: z.number().int(),
  ProductGroupId: z.number().int(),
  Color: z.string(),
  ColorId: z.string(),
  HexCode: z.string(),
  Images: z.array(z.string()),
  Variants: z.array(VariantSchema),
  /** waists */
  VariantsDim1: z.array(z.string()),
  /** lengths */
  VariantsDim2: z.array(z.string()),
  SizeChartId: z.number().int(),
  DeliveryDates: z.array(DeliveryDateSchema),
  DeliveryDate: z.string().nullable(),
  RetailPrice: z.number(),
  OriginalPrice: z.number(),
  IsDeleted: z.boolean(),
  IsCampaignModel: z.boolean(),
  StockSaleAllowed: z.boolean(),
  IsPIMDisabled: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A product group of the shop grid. Images are URL templates with {width} and {height} (max 6). */
export const ProductGroupItemSchema = z.object({
  Id: z.number().int(),
  ErpId: z.string(),
  Name: z.string(),
  Brand: z.object({ Code: z.string(), Name: z.string() }),
  BrandName: z.string(),
  BrandSubgroup: z.string(),
  Type: z.string(),
  Images: z.array(z.string()).max(6),
  Colors: z.array(z.object({ ColorId: z.string(), Color: z.string(), HexCode: z.string() })),
  Labels: z.array(z.string()),
  /** -1 when the customer has no access (spec section 6: request-product page) */
  RetailFromPrice: z.number(),
  OriginalFromPrice: z.number(),
  IsSinglePrice: z.boolean(),
  CustomerHasAccess: z.boolean(),
  MaximumDiscount: z.number(),
  DefaultDiscount: z.number(),
  SortIndex: z.number().int(),
  IsDeleted: z.boolean(),
  IsPIMDisabled: z.boolean(),
});
export type ProductGroupItem = z.infer<typeof ProductGroupItemSchema>;

/**
 * Spec section 3, Product group CampaignModels: the ids (Product.Id) of the group's colour products that
 * are campaign models; each of those products also says IsCampaignModel. Spec section 4 marks them.
 */
export const CampaignModelsSchema = z.array(z.number().int());

/** GET productgroup/{id}: the product detail */
export const ProductGroupDetailSchema = ProductGroupItemSchema.extend({
  /** the brand's logo: an image URL template ({width}, {height}) */
  BrandLogo: z.string(),
  Description: z.string(),
  Brochure: z.number().int(),
  Packaging: z.string(),
  Note: z.string().nullable(),
  LinkedVideos: z.array(z.string()),
  Properties: z.array(z.object({ Label: z.string(), Values: z.array(z.string()) })),
  SizeCharts: z.array(z.number().int()),
  CampaignModels: CampaignModelsSchema,
  Products: z.array(ProductSchema),
});
export type ProductGroupDetail = z.infer<typeof ProductGroupDetailSchema>;

/** GET productgroup/: the shop overview query (filter values comma-separated) */
export const ProductGroupListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(12),
  search: z.string().max(200).optional(),
  Brands: z.string().max(500).optional(),
  Collection: z.string().max(500).optional(),
  Type: z.string().max(500).optional(),
  Colors: z.string().max(500).optional(),
  Sizes: z.string().max(500).optional(),
  AgeSex: z.string().max(200).optional(),
  Label: z.string().max(200).optional(),
  StockOnly: z.enum(['true', 'false']).optional(),
  PreOnly: z.enum(['true', 'false']).optional(),
  addBranchFilter: z.enum(['true', 'false']).optional(),
});

/** GET productgroup/{id}?color&stockOnly */
export const ProductGroupDetailQuerySchema = z.object({
  color: z.string().max(20).optional(),
  stockOnly: z.enum(['true', 'false']).optional(),
});

/**
 * The product list envelope: the paged envelope with the product list's own names (spec section 3:
 * PageFirstIndex, PageLastIndex, Totalcount).
 */
export const ProductGroupPageSchema = z.object({
  Items: z.array(ProductGroupItemSchema),
  Filters: z.array(FilterGroupSchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  PageFirstIndex: z.number().int(),
  PageLastIndex: z.number().int(),
  Pages: z.array(z.number().int()),
  Totalcount: z.number().int(),
  PageCount: z.number().int(),
});
export type ProductGroupPage = z.infer<typeof ProductGroupPageSchema>;

export const catalogueOperations = defineOperations({
  listProductGroups: {
    summary: 'The shop list: a page of product groups with filters',
    description: 'Filter values comma-separated; facets count with every filter but their own. Prices are -1 without access, 0 for marketing users.',
    query: ProductGroupListQuerySchema,
    response: ProductGroupPageSchema,
  },
  getProductGroupAggregations: { summary: 'The shop list\'s filters only', query: ProductGroupListQuerySchema, response: z.array(FilterGroupSchema) },
  productGroupAutocomplete: { summary: 'Search hits (header search, fast order, sheet builder)', query: ProductAutocompleteQuerySchema, response: z.array(ProductHitSchema) },
  getProductGroup: { summary: 'The product detail with colour products and sizes', params: IdParamsSchema, query: ProductGroupDetailQuerySchema, response: ProductGroupDetailSchema },
  getProductSheet: { summary: 'The product sheet as a PDF', params: IdParamsSchema },
  getProduct: { summary: 'A colour product with its sizes', params: IdParamsSchema, response: ProductSchema },
});
