import { OrderDetailView } from './OrderDetailView';

/** /customer/account/backorders/detail/{id}: one backorder. */
export function BackorderDetailPage() {
  return <OrderDetailView kind="backorders" />;
}
