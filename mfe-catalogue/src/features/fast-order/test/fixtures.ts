import type { Product, ProductGroupDetail, StockStatus, Variant } from 'shared-kernel/contract';

/** Test data of the fast order: the shapes mock-api answers (db/catalogue.ts), built once, overridden per test. */
export const variant = (Id: number, Size: string, StockStatus: StockStatus, Stock = 0, SupplierStock = 0, FutureAvailableStock = 0, patch: Partial<Variant> = {}): Variant => ({
  Id, Sku: `SKU-${Id}`, Size, Dim1: null, Dim2: null, Amount: 0, Stock, StockStatus, StockIndication: 'none', SupplierStock, SupplierStockIndication: 'none',
  SupplierDaysToDeliverMin: 0, SupplierDaysToDeliverMax: 0, NextStockDelivery: null, NextStockSupplier: null, FutureAvailableStock, AmountInStock: 0, BasketAmount: 0,
  IsEnabled: true, IsAvailable: true, IsPIMDisabled: false,
  ...patch,
});
export const product = (Id: number, ProductGroupId: number, Color: string, HexCode: string, Images: string[], Variants: Variant[]): Product => ({
  Id, ProductGroupId, Color, ColorId: String(Id), HexCode, Images, Variants, VariantsDim1: [], VariantsDim2: [], SizeChartId: 1, DeliveryDates: [], DeliveryDate: null,
  RetailPrice: 10, OriginalPrice: 10, IsDeleted: false, IsCampaignModel: false, StockSaleAllowed: true, IsPIMDisabled: false,
});
export const group = (Id: number, Name: string, Products: Product[]): ProductGroupDetail => ({
  Id, ErpId: `ERP-${Id}`, Name, Brand: { Code: 'ALP', Name: 'Alpha' }, BrandLogo: 'http://api.test/img/brand/ALP_{width}x{height}.svg', BrandName: 'Alpha', BrandSubgroup: '', Type: 'Jacket', Images: [], Colors: [], Labels: [],
  RetailFromPrice: 10, OriginalFromPrice: 10, IsSinglePrice: true, CustomerHasAccess: true, MaximumDiscount: 0, DefaultDiscount: 0, SortIndex: 0, IsDeleted: false,
  IsPIMDisabled: false, Description: '', Brochure: 0, Packaging: '', Note: null, LinkedVideos: [], Properties: [], SizeCharts: [], CampaignModels: [], Products,
});
