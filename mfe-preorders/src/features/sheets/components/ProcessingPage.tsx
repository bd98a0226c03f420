import { CLOSED_PREORDER_STATE } from '../lib/types';
import { AdminPreOrdersTable } from './AdminPreOrdersTable';

/** /admin/pre-orders/preorder-processing: the closed pre-orders (State 3) with export and resend. */
export function ProcessingPage() {
  return <AdminPreOrdersTable titleId="preorders.sheets.processingTitle" emptyId="preorders.sheets.processingEmpty" state={CLOSED_PREORDER_STATE} showProcessDate />;
}
