import { OrderDetailView } from './OrderDetailView';

/** /customer/account/history/detail/{id}: one order. */
export function HistoryDetailPage() {
  return <OrderDetailView kind="history" />;
}
