import { formatMoney, usePortal } from 'shared-kernel';

/** Money of a pre-order in the page's locale; the customer's symbol when signed in as the customer. */
export function useMoney(currency: string): (amount: number) => string {
  const { locale, session } = usePortal();
  const symbol = session?.customerCurrencyCode === currency && session.customerCurrencySymbol ? session.customerCurrencySymbol : currency === 'EUR' || !currency ? '€' : currency;
  return (amount: number) => formatMoney(amount, locale, symbol);
}
