import { OrdersList } from './OrdersList';

/** /customer/account/history: the company's orders (customers and marketing). */
export function HistoryPage() {
  return <OrdersList kind="history" />;
}
