/** The query of Customer/Invoice as sent (dates YYYY-MM-DD, unbounded amounts as -9999999 and 9999999). */
export interface InvoiceListArgs {
  page: number;
  name?: string;
  dateFrom?: string;
  dateTo?: string;
  totalAmountFrom: number;
  totalAmountTo: number;
}

/** Spec section 9: the amount slider runs from -10000 to 20000. */
export const AMOUNT_MIN = -10000;
export const AMOUNT_MAX = 20000;
export const AMOUNT_STEP = 100;
/** Spec section 7: an open end of the amount range is sent as these. */
export const UNBOUNDED_FROM = -9999999;
export const UNBOUNDED_TO = 9999999;
/** Spec section 9: the default from-date, also the from-date when only a to-date is given. */
export const DEFAULT_DATE_FROM = '2017-01-01';

/** The filters as the URL keeps them (empty string: not given). */
export interface InvoiceFilters {
  name: string;
  dateFrom: string;
  dateTo: string;
  totalAmountFrom: number;
  totalAmountTo: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today as YYYY-MM-DD (local time). */
export function isoToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function amount(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.min(AMOUNT_MAX, Math.max(AMOUNT_MIN, n)) : fallback;
}

/** Reads the filters from the URL; an absent dateFrom is the default 2017-01-01, an empty one is none. */
export function filtersFromParams(p: URLSearchParams): InvoiceFilters {
  return {
    name: p.get('name') ?? '',
    dateFrom: p.has('dateFrom') ? (p.get('dateFrom') ?? '') : DEFAULT_DATE_FROM,
    dateTo: p.get('dateTo') ?? '',
    totalAmountFrom: amount(p.get('totalAmountFrom'), AMOUNT_MIN),
    totalAmountTo: amount(p.get('totalAmountTo'), AMOUNT_MAX),
  };
}

/** Writes the filters to the URL (page back to 1); slider ends are left out. */
export function filtersToParams(f: InvoiceFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.name.trim()) p.set('name', f.name.trim());
  p.set('dateFrom', f.dateFrom);
  if (f.dateTo) p.set('dateTo', f.dateTo);
  if (f.totalAmountFrom > AMOUNT_MIN) p.set('totalAmountFrom', String(f.totalAmountFrom));
  if (f.totalAmountTo < AMOUNT_MAX) p.set('totalAmountTo', String(f.totalAmountTo));
  return p;
}

/**
 * The query the API gets (spec sections 4 and 7): only a from-date given, the to-date becomes today;
 * only a to-date given, the from-date becomes 2017-01-01; a slider at its end is unbounded.
 */
export function toQuery(f: InvoiceFilters, page: number, today = isoToday()): InvoiceListArgs {
  let { dateFrom, dateTo } = f;
  if (dateFrom && !dateTo) dateTo = today;
  else if (!dateFrom && dateTo) dateFrom = DEFAULT_DATE_FROM;
  return {
    page,
    name: f.name.trim() || undefined,
    dateFrom: dateFrom || undefined,
    dateTo: dateTo || undefined,
    totalAmountFrom: f.totalAmountFrom <= AMOUNT_MIN ? UNBOUNDED_FROM : f.totalAmountFrom,
    totalAmountTo: f.totalAmountTo >= AMOUNT_MAX ? UNBOUNDED_TO : f.totalAmountTo,
  };
}
