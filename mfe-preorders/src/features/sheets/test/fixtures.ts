import type { Paged, PreOrderSheet, PreOrderSummary, SheetReport, Variant } from 'shared-kernel/contract';
import type { SheetGroupDetail, SheetProduct } from '../../../api/preOrderSheet';
import {
  paged as basePaged,
  preOrder as basePreOrder,
  productBase,
  productGroupBase,
  sheet as baseSheet,
  variant as baseVariant,
} from '../../../test/fixtures';

/** Test data of the sheet screens (not shipped: only imported by tests); lists as in test/fixtures.ts. */
export const paged = <T>(items: T[], pageCount = 1): Paged<T> => basePaged(items, 1, pageCount);

/** a sheet whose deadline has passed */
export const sheet = (Id: number, patch: Partial<PreOrderSheet> = {}): PreOrderSheet => baseSheet(Id, { Deadline: '2025-03-31T00:00:00.000Z', ...patch });

/** a closed pre-order, processed */
export const preOrder = (Id: number, patch: Partial<PreOrderSummary> = {}): PreOrderSummary =>
  basePreOrder(Id, { State: 3, IsClosed: true, OrderReference: 'REF', ProcessDate: '2024-05-01T00:00:00', ...patch });

/** a size with no stock; IsAvailable false: switched off on the sheet */
const variant = (Id: number, Size: string, IsAvailable = true): Variant => baseVariant(Id, Size, { Stock: 0, StockIndication: 'none', AmountInStock: 0, IsAvailable });

/** the catalogue delivery dates of every test product; the first is selected on the sheet */
export const JUNE = '2025-06-01T00:00:00.000Z';
export const AUGUST = '2025-08-01T00:00:00.000Z';

/**
 * A colour product as GET PreOrderSheet/{id}/productgroups answers it: two catalogue dates, June offered on the
 * sheet (patch SheetDeliveryDates: [] for none), size S available and M switched off.
 */
export const product = (Id: number, Color: string, patch: Partial<SheetProduct> = {}): SheetProduct => {
  const selected = patch.SheetDeliveryDates ?? [JUNE];
  return {
    ...productBase(Id, {
      ProductGroupId: 5,
      Color,
      Variants: [variant(Id * 10 + 1, 'S'), variant(Id * 10 + 2, 'M', false)],
      DeliveryDates: [JUNE, AUGUST].map((d, i) => ({ DeliveryDate: d, FinalOrderDate: i === 0 ? '2025-03-01T00:00:00.000Z' : '2025-05-01T00:00:00.000Z', RetailFromPrice: 0, OriginalFromPrice: 0, IsSelected: selected.includes(d) })),
      DeliveryDate: selected[0] ?? null,
      RetailPrice: 50,
      OriginalPrice: 50,
    }),
    SheetDeliveryDates: selected,
    ...patch,
  };
};

export const group = (Id: number, Name: string, products: SheetProduct[] = []): SheetGroupDetail => ({
  ...productGroupBase(Id, {
    Name,
    Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
    BrandName: 'Alpha Outdoor',
    Images: [],
    RetailFromPrice: 50,
    OriginalFromPrice: 50,
  }),
  CampaignModels: [],
  Products: products,
});

/** GET preordersheet/report as mock-api answers it (report.ts) */
export const report = (preOrders: number, patch: Partial<SheetReport['Data']> = {}): SheetReport => ({
  Data: {
    BrandCode: 'ALP',
    CollectionName: 'Winter 2025',
    StartDate: '2025-01-10T09:00:00.000Z',
    Deadline: '2025-03-31T00:00:00.000Z',
    Status: 0,
    LastUpdate: '2025-02-20T15:00:00.000Z',
    ProductCount: 14,
    ...patch,
  },
  Statistics: [
    { Label: 'PreOrders', Value: preOrders, DisplayValue: String(preOrders) },
    { Label: 'Sent', Value: 2, DisplayValue: '2' },
    { Label: 'Closed', Value: 1, DisplayValue: '1' },
    { Label: 'Amount', Value: 120, DisplayValue: '120' },
    { Label: 'Total', Value: 4321.5, DisplayValue: '€ 4.321,50' },
  ],
});
