import { OfflineToggle } from '../features/offline/components/OfflineToggle';
import { CustomerPreOrdersOverview as CustomerOverview } from '../features/overview/components/CustomerPreOrdersOverview';
import { SalesmanPreOrdersOverview as SalesmanOverview } from '../features/overview/components/SalesmanPreOrdersOverview';

/** each row of an overview can be made available offline (trade-show mode, issue 19) */
const offlineCell = (preOrderId: number) => <OfflineToggle preOrderId={preOrderId} compact />;

/** /customer/pre-orders: the overview with the offline feature's toggle per row */
export function CustomerPreOrdersOverview() {
  return <CustomerOverview offlineCell={offlineCell} />;
}

/** /salesman/pre-orders: the overview with the offline feature's toggle per row */
export function SalesmanPreOrdersOverview() {
  return <SalesmanOverview offlineCell={offlineCell} />;
}
