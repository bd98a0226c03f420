import { Navigate, Route, Routes } from 'shared-kernel';
import { SalesmanPreOrderCreate } from '../features/create/components/SalesmanPreOrderCreate';
import { SalesmanDashboard } from '../features/dashboard/components/SalesmanDashboard';
import { PreOrderDetailPage } from '../features/detail/components/PreOrderDetailPage';
import { CustomerPreOrdersOverview } from '../features/overview/components/CustomerPreOrdersOverview';
import { SalesmanPreOrdersOverview } from '../features/overview/components/SalesmanPreOrdersOverview';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';
import { ReportsPage } from '../features/sheets/components/ReportsPage';
import { AdminSheetsLayout } from '../features/sheets/components/AdminSheetsLayout';
import { AvailableSheetsPage } from '../features/sheets/components/AvailableSheetsPage';
import { CustomerPreOrdersAdminPage } from '../features/sheets/components/CustomerPreOrdersAdminPage';
import { ProcessingPage } from '../features/sheets/components/ProcessingPage';
import { SheetEditorPage } from '../features/sheets/components/SheetEditorPage';

const page = (name: string) => <NotAvailable titleId={`preorders.pages.${name}`} />;

/** The routes mfe-preorders owns (shell routeTable): /customer/pre-orders/*, /salesman, /salesman/pre-orders/*, /admin/pre-orders/*, /admin/reports. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/customer/pre-orders">
        <Route index element={<CustomerPreOrdersOverview />} />
        <Route path="edit/:id" element={<PreOrderDetailPage mode="customer" />} />
        <Route path="*" element={page('unknown')} />
      </Route>
      <Route path="/salesman" element={<SalesmanDashboard />} />
      <Route path="/salesman/pre-orders">
        <Route index element={<SalesmanPreOrdersOverview />} />
        <Route path="create/*" element={<SalesmanPreOrderCreate />} />
        <Route path="edit/:id" element={<PreOrderDetailPage mode="salesman" />} />
        <Route path="*" element={page('unknown')} />
      </Route>
      <Route path="/admin/pre-orders" element={<AdminSheetsLayout />}>
        <Route index element={<Navigate to="beschikbare-fiches" replace />} />
        <Route path="beschikbare-fiches" element={<AvailableSheetsPage />} />
        <Route path="customer-preorders" element={<CustomerPreOrdersAdminPage />} />
        <Route path="preorder-processing" element={<ProcessingPage />} />
        <Route path="create" element={<SheetEditorPage />} />
        <Route path="edit/:id" element={<SheetEditorPage />} />
        <Route path="*" element={page('unknown')} />
      </Route>
      <Route path="/admin/reports" element={<ReportsPage />} />
      <Route path="*" element={page('unknown')} />
    </Routes>
  );
}
