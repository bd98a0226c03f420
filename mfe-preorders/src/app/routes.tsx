import { Navigate, Route, Routes } from 'shared-kernel';
import { SalesmanDashboard } from '../features/dashboard/components/SalesmanDashboard';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';

const page = (name: string) => <NotAvailable titleId={`preorders.pages.${name}`} />;

/** The routes mfe-preorders owns (shell routeTable): /customer/pre-orders/*, /salesman, /salesman/pre-orders/*, /admin/pre-orders/*, /admin/reports. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/customer/pre-orders">
        <Route index element={page('customerOverview')} />
        <Route path="edit/:id" element={page('customerEdit')} />
        <Route path="*" element={page('unknown')} />
      </Route>
      <Route path="/salesman" element={<SalesmanDashboard />} />
      <Route path="/salesman/pre-orders">
        <Route index element={page('salesmanOverview')} />
        <Route path="create/*" element={page('salesmanCreate')} />
        <Route path="edit/:id" element={page('salesmanEdit')} />
        <Route path="*" element={page('unknown')} />
      </Route>
      <Route path="/admin/pre-orders">
        <Route index element={<Navigate to="beschikbare-fiches" replace />} />
        <Route path="beschikbare-fiches" element={page('adminSheets')} />
        <Route path="customer-preorders" element={page('adminCustomerPreOrders')} />
        <Route path="preorder-processing" element={page('adminProcessing')} />
        <Route path="create" element={page('adminSheetCreate')} />
        <Route path="edit/:id" element={page('adminSheetEdit')} />
        <Route path="*" element={page('unknown')} />
      </Route>
      <Route path="/admin/reports" element={page('reports')} />
      <Route path="*" element={page('unknown')} />
    </Routes>
  );
}
