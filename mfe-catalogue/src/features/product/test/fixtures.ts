import type { AddItemsResponse, Product, ProductGroupDetail, SizeChart, Variant } from 'shared-kernel/contract';

/** Test data of the product detail: the shapes mock-api answers (db/catalogue.ts). */
export function variant(id: number, size: string, patch: Partial<Variant> = {}): Variant {
  return {
    Id: id,
    Sku: `SKU-${id}`,
    Size: size,
    Dim1: null,
    Dim2: null,
    Amount: 0,
    Stock: 20,
    StockStatus: 'STOCK',
    StockIndication: 'high',
    SupplierStock: 0,
    SupplierStockIndication: 'none',
    SupplierDaysToDeliverMin: 2,
    SupplierDaysToDeliverMax: 6,
    NextStockDelivery: null,
    NextStockSupplier: null,
    FutureAvailableStock: 0,
    AmountInStock: 20,
    BasketAmount: 0,
    IsEnabled: true,
    IsAvailable: true,
    IsPIMDisabled: false,
    ...patch,
  };
}

export function product(id: number, color: string, variants: Variant[], patch: Partial<Product> = {}): Product {
  return {
    Id: id,
    ProductGroupId: 5,
    Color: color,
    ColorId: String(id + 100),
    HexCode: '#1f2a44',
    Images: [`http://api.test/img/p/${id}-1_{width}x{height}.svg`],
    Variants: variants,
    VariantsDim1: [],
    VariantsDim2: [],
    SizeChartId: 1,
    DeliveryDates: [],
    DeliveryDate: null,
    RetailPrice: 49.95,
    OriginalPrice: 99.95,
    IsDeleted: false,
    IsCampaignModel: false,
    StockSaleAllowed: true,
    IsPIMDisabled: false,
    ...patch,
  };
}

/**
 * Navy (product 10) holds one size per rule: S open, M ZVS limited to 3 + 2, L ZVS without stock,
 * XL NO, XXL PRE (future 10), XS OUT (supplier 4, 3 already in the basket). Olive (11) has no image.
 */
export const navy = product(10, 'Navy', [
  variant(1, 'S'),
  variant(2, 'M', { StockStatus: 'ZVS', Stock: 3, SupplierStock: 2, StockIndication: 'low', SupplierStockIndication: 'low', SupplierDaysToDeliverMin: 3, SupplierDaysToDeliverMax: 7 }),
  variant(3, 'L', { StockStatus: 'ZVS', Stock: 0, SupplierStock: 0, StockIndication: 'none' }),
  variant(4, 'XL', { StockStatus: 'NO', Stock: 0, StockIndication: 'none', IsEnabled: false, IsAvailable: false }),
  variant(5, 'XXL', { StockStatus: 'PRE', Stock: 0, FutureAvailableStock: 10, StockIndication: 'none', NextStockDelivery: '2026-03-01' }),
  variant(6, 'XS', { StockStatus: 'OUT', Stock: 0, SupplierStock: 4, StockIndication: 'none', SupplierStockIndication: 'low', BasketAmount: 3 }),
]);

export const olive = product(11, 'Olive', [variant(21, 'S'), variant(22, 'M')], { Images: [], HexCode: '#556b2f', RetailPrice: 54.95, OriginalPrice: 109.95 });

export function group(patch: Partial<ProductGroupDetail> = {}): ProductGroupDetail {
  return {
    Id: 5,
    ErpId: 'NRW-100005',
    Name: 'Coastal Ridge Jacket',
    Brand: { Code: 'NRW', Name: 'Northwind' },
    BrandLogo: 'http://api.test/img/brand/NRW_{width}x{height}.svg',
    BrandName: 'Northwind',
    BrandSubgroup: 'Outerwear',
    Type: 'Jacket',
    Images: [1, 2, 3, 4, 5, 6, 7].map((n) => `http://api.test/img/pg/5-${n}_{width}x{height}.svg`),
    Colors: [
      { ColorId: '110', Color: 'Navy', HexCode: '#1f2a44' },
      { ColorId: '111', Color: 'Olive', HexCode: '#556b2f' },
    ],
    Labels: ['Organic'],
    RetailFromPrice: 49.95,
    OriginalFromPrice: 99.95,
    IsSinglePrice: false,
    CustomerHasAccess: true,
    MaximumDiscount: 20,
    DefaultDiscount: 0,
    SortIndex: 5,
    IsDeleted: false,
    IsPIMDisabled: false,
    Description: 'A light jacket for the coast.',
    Brochure: 12,
    CampaignModels: [],
    Packaging: '1 piece',
    Note: 'Limited edition',
    LinkedVideos: ['https://video.example/5'],
    Properties: [
      { Label: 'Type', Values: ['Jacket'] },
      { Label: 'Material', Values: ['Cotton', 'Polyester'] },
    ],
    SizeCharts: [3],
    Products: [navy, olive],
    ...patch,
  };
}

/** A pants colour: waists 30 and 32 by lengths 32 and 34; 30/34 does not exist. */
export const pants = product(
  30,
  'Indigo',
  [
    variant(31, '30/32', { Dim1: '30', Dim2: '32' }),
    variant(32, '32/32', { Dim1: '32', Dim2: '32' }),
    variant(33, '32/34', { Dim1: '32', Dim2: '34', StockStatus: 'NO', Stock: 0, StockIndication: 'none' }),
  ],
  { SizeChartId: 2, VariantsDim1: ['30', '32'], VariantsDim2: ['32', '34'] },
);

export const sizeChart: SizeChart = {
  Id: 3,
  Brand: 'NRW',
  Name: 'Northwind tops',
  Rows: 2,
  Columns: 3,
  Cells: [
    { Row: 0, Column: 0, Value: 'S' },
    { Row: 0, Column: 1, Value: 'M' },
    { Row: 0, Column: 2, Value: 'L' },
    { Row: 1, Column: 0, Value: '92' },
    { Row: 1, Column: 1, Value: '98' },
    { Row: 1, Column: 2, Value: '104' },
  ],
};

export const addAnswer: AddItemsResponse = {
  Errors: [],
  Details: [
    { ProductVariantId: 1, ProductName: 'Coastal Ridge Jacket', ProductColorName: 'Navy', ProductSize: 'S', Amount: 2 },
    { ProductVariantId: 2, ProductName: 'Coastal Ridge Jacket', ProductColorName: 'Navy', ProductSize: 'M', Amount: 1 },
  ],
  RemainingForFreeDelivery: 50.1,
  UpsellingProducts: [{ ProductId: 70, ProductGroupId: 77, Name: 'Harbor Wave Cap', Thumbnail: 'http://api.test/img/p/70-1_{width}x{height}.svg', UnitPrice: 19.95 }],
};
