import { getSheetGroupsApi } from './getSheetGroups';
import type { SheetGroupKind, SheetProduct } from './types';

const sameDay = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** The product as the sheet shows it with these delivery dates (ISO, as the API answered them). */
export function withSheetDates(p: SheetProduct, dates: string[]): SheetProduct {
  return {
    ...p,
    SheetDeliveryDates: dates,
    DeliveryDates: p.DeliveryDates.map((d) => ({ ...d, IsSelected: dates.some((x) => sameDay(x, d.DeliveryDate)) })),
    DeliveryDate: dates[0] ?? null,
  };
}

/** The action that patches one colour product in the cached group list of the sheet (no reload of every group). */
export const patchSheetProduct = (sheetId: number, kind: SheetGroupKind, productId: number, patch: (p: SheetProduct) => SheetProduct) =>
  getSheetGroupsApi.util.updateQueryData('getSheetGroups', { sheetId, kind }, (page) => {
    for (const g of page.Items) g.Products = g.Products.map((p) => (p.Id === productId ? patch(p) : p));
  });
