import { makePreOrderSummary } from 'shared-kernel/test-utils';
import type { Paged, PreOrder, PreOrderProduct, PreOrderProductGroup, PreOrderSheet, PreOrderTotals, Product, Variant } from 'shared-kernel/contract';

/** Test data shared by the features' tests (lists, the grid, offline, bulk); not shipped: only tests import it. */
export const preOrder = makePreOrderSummary;

export const sheet = (Id: number, patch: Partial<PreOrderSheet> = {}): PreOrderSheet => ({
  Id,
  Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
  Collection: { Id: 3, Name: 'Winter 2025' },
  Name: `Sheet ${Id}`,
  MaximumDiscount: 20,
  Deadline: '2099-01-31',
  State: 0,
  SalesmanNote: null,
  Targets: [],
  ProductGroups: [],
  MarketingProductGroups: [],
  ...patch,
});

export const paged = <T,>(items: T[], page = 1, pageCount = 1, patch: Partial<Paged<T>> = {}): Paged<T> => ({
  Items: items,
  Filters: [],
  Page: page,
  PageSize: 12,
  PageStartIndex: 1,
  PageEndIndex: pageCount,
  Pages: Array.from({ length: pageCount }, (_, i) => i + 1),
  TotalCount: items.length,
  PageCount: pageCount,
  ...patch,
});

/* the pre-order grid: variants, products, groups and the pre-order they belong to */

export const variant = (Id: number, Size: string, patch: Partial<Variant> = {}): Variant => ({
  Id,
  Sku: `SKU-${Id}`,
  Size,
  Dim1: null,
  Dim2: null,
  Amount: 0,
  Stock: 7,
  StockStatus: 'PRE',
  StockIndication: 'low',
  SupplierStock: 0,
  SupplierStockIndication: 'none',
  SupplierDaysToDeliverMin: 0,
  SupplierDaysToDeliverMax: 0,
  NextStockDelivery: null,
  NextStockSupplier: null,
  FutureAvailableStock: 0,
  AmountInStock: 7,
  BasketAmount: 0,
  IsEnabled: true,
  IsAvailable: true,
  IsPIMDisabled: false,
  ...patch,
});

/** the fields every colour product has (the contract's Product): the grid's and the sheet editor's builders add theirs */
export const productBase = (Id: number, patch: Partial<Product> = {}): Product => ({
  Id,
  ProductGroupId: 1,
  Color: `Colour ${Id}`,
  ColorId: `C${Id}`,
  HexCode: '#123456',
  Images: [],
  Variants: [variant(Id * 100 + 1, 'S'), variant(Id * 100 + 2, 'M'), variant(Id * 100 + 3, 'L')],
  VariantsDim1: [],
  VariantsDim2: [],
  SizeChartId: 1,
  DeliveryDates: [{ DeliveryDate: '2030-03-01', FinalOrderDate: '2030-01-15', RetailFromPrice: 0, OriginalFromPrice: 0, IsSelected: true }],
  DeliveryDate: '2030-03-01',
  RetailPrice: 10,
  OriginalPrice: 20,
  IsDeleted: false,
  IsCampaignModel: false,
  StockSaleAllowed: false,
  IsPIMDisabled: false,
  ...patch,
});

export const product = (Id: number, patch: Partial<PreOrderProduct> = {}): PreOrderProduct => ({
  ...productBase(Id),
  PreOrderDiscount: 0,
  MaximumDiscount: 30,
  DefaultDiscount: 0,
  TotalAmount: 0,
  TotalPrice: 0,
  NettoPrice: 0,
  ...patch,
});

/** the fields a product group has on a pre-order and on a sheet alike (its products and campaign models aside) */
export type ProductGroupBase = Omit<PreOrderProductGroup, 'Products' | 'CampaignModels'>;

/** the shared fields of a product group: the grid's group() and the sheet editor's add products and campaign models */
export const productGroupBase = (Id: number, patch: Partial<ProductGroupBase> = {}): ProductGroupBase => ({
  Id,
  ErpId: `ERP-${Id}`,
  Name: `Group ${Id}`,
  Brand: { Code: 'ALP', Name: 'Alpha' },
  BrandName: 'Alpha',
  BrandSubgroup: 'Jackets',
  Type: 'Jacket',
  Images: [`http://api.test/img/g${Id}_{width}x{height}.svg`],
  Colors: [],
  Labels: [],
  RetailFromPrice: 10,
  OriginalFromPrice: 20,
  IsSinglePrice: true,
  CustomerHasAccess: true,
  MaximumDiscount: 30,
  DefaultDiscount: 0,
  SortIndex: 0,
  IsDeleted: false,
  IsPIMDisabled: false,
  PreOrderDiscount: 0,
  Brochure: 0,
  ...patch,
});

export const group = (Id: number, products: PreOrderProduct[], patch: Partial<PreOrderProductGroup> = {}): PreOrderProductGroup => ({
  ...productGroupBase(Id),
  CampaignModels: products.filter((p) => p.IsCampaignModel).map((p) => p.Id),
  Products: products,
  ...patch,
});

/** a page of the pre-order grid (GET PreOrder/{id}/productgroups: 10 groups a page) */
export const pagedGroups = <T,>(items: T[], page = 1, pageCount = items.length ? 1 : 0, pageSize = 10): Paged<T> => ({
  Items: items,
  Filters: [],
  Page: page,
  PageSize: pageSize,
  PageStartIndex: pageCount ? 1 : 0,
  PageEndIndex: pageCount,
  Pages: Array.from({ length: pageCount }, (_, i) => i + 1),
  TotalCount: items.length,
  PageCount: pageCount,
});

/** a pre-order as GET PreOrder/{id} answers it */
export const preOrderDetail = (patch: Partial<PreOrder> = {}): PreOrder => ({
  ...preOrder(5, {
    Brand: { Code: 'ALP', Name: 'Alpha' },
    Collection: { Id: 3, Name: 'Winter' },
    Customer: 'Customer',
    State: 0,
    LastUpdate: '2030-01-01T00:00:00',
    Deadline: '2030-02-01',
    SalesMan: 'Sam',
    SalesManPhoto: null,
  }),
  SystemState: 0,
  CustomerCurrency: 'EUR',
  PreOrderDiscount: 0,
  MaximumDiscount: 30,
  CustomerComment: null,
  InternalComment: null,
  ForecastsAndHistoryVisible: false,
  EarlyShipmentAllowed: false,
  Address: null,
  SalesmanNote: null,
  Users: [],
  ...patch,
});

/** GET PreOrder/{id}/totals: an empty pre-order unless patched */
export const preOrderTotals = (patch: Partial<PreOrderTotals> = {}): PreOrderTotals => ({
  ProductCount: 0,
  ProductVariantAmount: 0,
  TotalProductPrice: 0,
  TotalProductPriceAfterDiscount: 0,
  MarketingProductCount: 0,
  MarketingProductVariantAmount: 0,
  MarketingTotalPrice: 0,
  MarketingTotalPriceAfterDiscount: 0,
  TargetPrice: 0,
  TargetGrowthPercentage: 0,
  Comparisons: [],
  ...patch,
});
