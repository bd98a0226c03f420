import { AdminPreOrdersTable } from './AdminPreOrdersTable';

/** /admin/pre-orders/customer-preorders: every customer's pre-orders with export and resend. */
export function CustomerPreOrdersAdminPage() {
  return <AdminPreOrdersTable titleId="preorders.sheets.customerPreOrdersTitle" emptyId="preorders.sheets.customerPreOrdersEmpty" />;
}
