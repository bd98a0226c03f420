/**
 * Bulk order entry (issue 10): the answer rows of POST productvariant/resolve (catalogue) and
 * POST PreOrder/{id}/resolve (pre-order), one per posted row, in order.
 */
/** why a catalogue row cannot be ordered */
export type CatalogueLineReason = 'Unknown' | 'NotOrderable' | 'NoAccess' | 'AboveStock' | 'Duplicate' | 'InvalidAmount';

/** POST productvariant/resolve answer row: the resolved variant or a reason */
export interface ResolvedCatalogueLine {
  Line: number;
  Code: string;
  Amount: number;
  Ok: boolean;
  Reason: CatalogueLineReason | null;
  /** the server's text of the reason (English), for logs and fallbacks */
  Message: string | null;
  ProductGroupId: number | null;
  ProductId: number | null;
  ProductVariantId: number | null;
  Name: string | null;
  Color: string | null;
  Size: string | null;
  StockStatus: string | null;
  /** how many may be ordered (limited statuses), null: no limit or unknown */
  Available: number | null;
}

/** why a pre-order row cannot be filled */
export type PreOrderLineReason = 'Unknown' | 'NotOnSheet' | 'SizeSwitchedOff' | 'NoDeliveryDate' | 'Deleted' | 'Duplicate' | 'ReadOnly' | 'InvalidAmount';

/** POST PreOrder/{id}/resolve answer row */
export interface ResolvedPreOrderLine {
  Line: number;
  Code: string;
  Amount: number;
  Ok: boolean;
  Reason: PreOrderLineReason | null;
  Message: string | null;
  ProductGroupId: number | null;
  ProductId: number | null;
  ProductVariantId: number | null;
  /** a marketing product of the sheet: saved through marketingproductvariant */
  IsMarketing: boolean;
  Name: string | null;
  Color: string | null;
  Size: string | null;
}
