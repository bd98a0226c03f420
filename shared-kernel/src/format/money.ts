import type { Locale } from '../locale/locale';

/**
 * Money is carried as integer cents inside the portal. The API sends decimals with two places;
 * `toCents` turns them into integers once, so sums never drift.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

function group(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/**
 * Euro sign in front, two decimals; en: comma thousands and dot fraction, nl and fr: dot thousands
 * and comma fraction (spec section 9). `symbol` is the customer's currency symbol (default euro).
 */
export function formatCents(cents: number, locale: Locale, symbol = '€'): string {
  const c = Math.round(Number.isFinite(cents) ? cents : 0);
  const neg = c < 0;
  const abs = Math.abs(c);
  const whole = Math.floor(abs / 100).toString();
  const frac = (abs % 100).toString().padStart(2, '0');
  const [thousands, decimal] = locale === 'en' ? [',', '.'] : ['.', ','];
  return `${symbol} ${neg ? '-' : ''}${group(whole, thousands)}${decimal}${frac}`;
}

/** Formats an API decimal amount (two places) per locale. */
export function formatMoney(amount: number, locale: Locale, symbol = '€'): string {
  return formatCents(toCents(amount), locale, symbol);
}
