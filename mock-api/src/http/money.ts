/** Prices are integer cents in the database; the API answers decimals in the currency. */
export function money(cents: number): number {
  return Math.round(cents) / 100;
}

/** decimals to integer cents */
export function cents(value: number): number {
  return Math.round(value * 100);
}

/** "€ 1.234,50" (nl, fr) or "€ 1,234.50" (en): symbol in front, two decimals (spec section 9) */
export function formatMoney(value: number, symbol: string, locale: string): string {
  const [int, frac] = Math.abs(value).toFixed(2).split('.');
  const thousands = locale === 'en' ? ',' : '.';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${value < 0 ? '-' : ''}${symbol} ${grouped}${locale === 'en' ? '.' : ','}${frac}`;
}
