import type { Paged, Product, ProductGroupItem } from 'shared-kernel/contract';

/** Spec section 9: admin overviews show 12 rows per page. */
export const ADMIN_PAGE_SIZE = 12;
/** Spec section 9: closed pre-orders have State 3. */
export const CLOSED_PREORDER_STATE = 3;
/** Groups on a sheet are shown all at once on the editor (the list call allows up to 500). */
export const SHEET_GROUPS_PAGE_SIZE = 500;

/**
 * A colour product as the sheet offers it (mock-api preordersheet.ts sheetOverlay): Variants[].IsAvailable per
 * the sheet's size toggles, DeliveryDates[].IsSelected per the sheet, DeliveryDate the first selected one.
 */
export type SheetProduct = Product & {
  /** the delivery dates (ISO) the product offers on this sheet; empty: 'no delivery date(s) selected!' */
  SheetDeliveryDates: string[];
};
/** A group as GET PreOrderSheet/{id}/productgroups answers it (mock-api preordersheet.ts groupList). */
export type SheetGroupDetail = ProductGroupItem & {
  SortIndex: number;
  PreOrderDiscount: number;
  MaximumDiscount: number;
  /** the group's page in the sheet's brochure (0: none) */
  Brochure: number;
  /** the ids of its campaign-model products (spec section 3) */
  CampaignModels: number[];
  Products: SheetProduct[];
};
export type SheetGroupPage = Paged<SheetGroupDetail>;
/** product groups or marketing product groups of a sheet */
export type SheetGroupKind = 'product' | 'marketing';

/** A brand of GET brand and a collection of GET brand/{id}/collection. */
export interface BrandOption {
  Id: number;
  Name: string;
  Code: string;
}

/** path segment of the group calls: productgroup or marketingproductgroup */
export const groupSegment = (kind: SheetGroupKind) => (kind === 'marketing' ? 'marketingproductgroup' : 'productgroup');
/** path segment of the product (delivery date) calls: product or marketingproduct */
export const productSegment = (kind: SheetGroupKind) => (kind === 'marketing' ? 'marketingproduct' : 'product');
/** the cache tag of a sheet's group lists */
export const groupsTag = (sheetId: number) => ({ type: 'Sheet' as const, id: `groups-${sheetId}` });

/** Answer of POST/PUT preordersheet/{id}/product (contract SheetProductDatesSchema): the product's dates on the sheet. */
export interface SheetProductDatesAnswer {
  Id: number;
  DeliveryDates: string[];
}
/** Answer of PUT preordersheet/{id}/productvariant/{vid} (contract SheetVariantSchema). */
export interface SheetVariantAnswer {
  Id: number;
  IsAvailable: boolean;
}
