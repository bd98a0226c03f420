import { parseApiDate, toCents } from 'shared-kernel';
import type { DeliveryDate, PreOrderProduct, Variant } from 'shared-kernel/contract';

/** Spec section 9: pants use size chart 2, shown as a waist (VariantsDim1) by length (VariantsDim2) grid. */
export const PANTS_SIZE_CHART_ID = 2;
/** Spec section 9 debounces of the pre-order autosave. */
export const VARIANT_SAVE_MS = 500;
export const PRODUCT_SAVE_MS = 500;
export const GROUP_SAVE_MS = 400;
/** the largest amount the API accepts for one size (contract PreOrderVariantUpdateSchema) */
export const MAX_AMOUNT = 99999;

/** amounts typed per variant id */
export type Amounts = Readonly<Record<number, number>>;

/** autosave keys: what is saved (its kind, `m` before it on a marketing product) and its id */
const amountKind = (marketing: boolean) => (marketing ? 'mvariant' : 'variant');
export const variantKey = (marketing: boolean, id: number) => `${amountKind(marketing)}:${id}`;
/** the autosave key of a size's amount (variantKey) */
export const isAmountKey = (key: string) => key.startsWith(`${amountKind(false)}:`) || key.startsWith(`${amountKind(true)}:`);
export const productKey = (marketing: boolean, id: number) => `${marketing ? 'mproduct' : 'product'}:${id}`;
export const groupKey = (marketing: boolean, id: number) => `${marketing ? 'mgroup' : 'group'}:${id}`;

/** the chosen delivery date of a product (its DeliveryDate, else the one flagged IsSelected) */
export function chosenDeliveryDate(product: PreOrderProduct, date: string | null): DeliveryDate | null {
  const wanted = date ?? product.DeliveryDate;
  const same = (d: DeliveryDate) => wanted !== null && (d.DeliveryDate === wanted || Date.parse(d.DeliveryDate) === Date.parse(wanted));
  return product.DeliveryDates.find(same) ?? product.DeliveryDates.find((d) => d.IsSelected) ?? null;
}

/**
 * Spec section 4, Pre-order detail sizes: an input is disabled when the product has no delivery
 * dates, the pre-order is read-only, the product (or its group) is deleted, or the size is not
 * enabled or not available.
 */
export function isVariantDisabled(v: Pick<Variant, 'IsEnabled' | 'IsAvailable'>, ctx: { locked: boolean; deleted: boolean; hasDates: boolean }): boolean {
  return ctx.locked || ctx.deleted || !ctx.hasDates || !v.IsEnabled || !v.IsAvailable;
}

/** A final order date before 1970 means the deadline was deleted (spec section 4). */
export function isDeadlineDeleted(finalOrderDate: string | null | undefined): boolean {
  const d = parseApiDate(finalOrderDate);
  return d !== null && d.getFullYear() < 1970;
}

/** Spec sections 4 and 6: stock shows only to admin and salesman, after the chosen delivery date's final order date. */
export function isStockVisible(mode: 'customer' | 'salesman', date: DeliveryDate | null, now: Date = new Date()): boolean {
  if (mode !== 'salesman' || !date) return false;
  const final = parseApiDate(date.FinalOrderDate);
  return final !== null && final.getTime() < now.getTime();
}

/** Spec section 9: the delivery date's RetailFromPrice when above 0, else the product's price; in cents. */
export function appliedPriceCents(product: Pick<PreOrderProduct, 'RetailPrice'>, date: DeliveryDate | null): number {
  return date && date.RetailFromPrice > 0 ? toCents(date.RetailFromPrice) : toCents(product.RetailPrice);
}

export interface Figures {
  amount: number;
  totalCents: number;
  netCents: number;
}

/** total amount, total price = amount x applied price, net = total x (100 - discount) / 100 (integer cents) */
export function productFigures(amounts: Amounts, variants: readonly Pick<Variant, 'Id'>[], priceCents: number, discount: number): Figures {
  const amount = variants.reduce((s, v) => s + (amounts[v.Id] ?? 0), 0);
  const totalCents = amount * priceCents;
  return { amount, totalCents, netCents: Math.round((totalCents * (100 - discount)) / 100) };
}

/** the amounts the server holds for a product */
export function serverAmounts(product: Pick<PreOrderProduct, 'Variants'>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const v of product.Variants) out[v.Id] = v.Amount;
  return out;
}

/** what the copy button keeps: amounts by size of one product */
export interface SizeClipboard {
  productId: number;
  sizeChartId: number;
  label: string;
  bySize: Readonly<Record<string, number>>;
}

/** the size key of a variant (pants: waist and length) */
export const sizeOf = (v: Pick<Variant, 'Size' | 'Dim1' | 'Dim2'>) => (v.Dim1 !== null && v.Dim2 !== null ? `${v.Dim1}/${v.Dim2}` : v.Size);

export function copyAmounts(product: PreOrderProduct, amounts: Amounts): SizeClipboard {
  const bySize: Record<string, number> = {};
  for (const v of product.Variants) bySize[sizeOf(v)] = amounts[v.Id] ?? 0;
  return { productId: product.Id, sizeChartId: product.SizeChartId, label: product.Color, bySize };
}

/** whether the clipboard may be pasted on this product: same SizeChartId, another product */
export function canPasteOn(clip: SizeClipboard | null, product: Pick<PreOrderProduct, 'Id' | 'SizeChartId'>): boolean {
  return clip !== null && clip.productId !== product.Id && clip.sizeChartId === product.SizeChartId;
}

/** the amounts a paste changes: only sizes present in the clipboard and enabled and available here */
export function pasteAmounts(clip: SizeClipboard, product: PreOrderProduct, current: Amounts): Record<number, number> {
  const changes: Record<number, number> = {};
  if (clip.sizeChartId !== product.SizeChartId) return changes;
  for (const v of product.Variants) {
    const value = clip.bySize[sizeOf(v)];
    if (value === undefined || !v.IsEnabled || !v.IsAvailable) continue;
    if ((current[v.Id] ?? 0) !== value) changes[v.Id] = value;
  }
  return changes;
}
