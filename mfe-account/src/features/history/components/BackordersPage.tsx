import { OrdersList } from './OrdersList';

/** /customer/account/backorders: the orders with lines on backorder (customers and marketing). */
export function BackordersPage() {
  return <OrdersList kind="backorders" />;
}
