import { lazy, Suspense } from 'react';
import { LoadingState, NotFound, paths, Route, Routes } from 'shared-kernel';
import { SalesmanDashboard } from '../features/dashboard/components/SalesmanDashboard';

// Each screen is its own chunk: a salesman's home does not fetch the sheet builder, a customer's
// overview not the detail grids or chart.js. The salesman dashboard (the /salesman home) stays eager.
const CustomerPreOrdersOverview = lazy(() => import('../features/overview/components/CustomerPreOrdersOverview').then((m) => ({ default: m.CustomerPreOrdersOverview })));
const SalesmanPreOrdersOverview = lazy(() => import('../features/overview/components/SalesmanPreOrdersOverview').then((m) => ({ default: m.SalesmanPreOrdersOverview })));
const SalesmanPreOrderCreate = lazy(() => import('../features/create/components/SalesmanPreOrderCreate').then((m) => ({ default: m.SalesmanPreOrderCreate })));
const PreOrderDetailPage = lazy(() => import('../features/detail/components/PreOrderDetailPage').then((m) => ({ default: m.PreOrderDetailPage })));
const AdminSheetsLayout = lazy(() => import('../features/sheets/components/AdminSheetsLayout').then((m) => ({ default: m.AdminSheetsLayout })));
const AvailableSheetsPage = lazy(() => import('../features/sheets/components/AvailableSheetsPage').then((m) => ({ default: m.AvailableSheetsPage })));
const CustomerPreOrdersAdminPage = lazy(() => import('../features/sheets/components/CustomerPreOrdersAdminPage').then((m) => ({ default: m.CustomerPreOrdersAdminPage })));
const ProcessingPage = lazy(() => import('../features/sheets/components/ProcessingPage').then((m) => ({ default: m.ProcessingPage })));
const SheetEditorPage = lazy(() => import('../features/sheets/components/SheetEditorPage').then((m) => ({ default: m.SheetEditorPage })));
const ReportsPage = lazy(() => import('../features/sheets/components/ReportsPage').then((m) => ({ default: m.ReportsPage })));

/**
 * The pages mfe-preorders owns in the path table (shared-kernel paths, owner 'preorders'); the shell
 * redirects /admin/pre-orders to the available sheets.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path={paths.customerPreOrders.pattern} element={<CustomerPreOrdersOverview />} />
        <Route path={paths.customerPreOrderEdit.pattern} element={<PreOrderDetailPage mode="customer" />} />
        <Route path={paths.salesmanHome.pattern} element={<SalesmanDashboard />} />
        <Route path={paths.salesmanPreOrders.pattern} element={<SalesmanPreOrdersOverview />} />
        <Route path={paths.salesmanPreOrderCreate.pattern} element={<SalesmanPreOrderCreate />} />
        <Route path={paths.salesmanPreOrderEdit.pattern} element={<PreOrderDetailPage mode="salesman" />} />
        <Route element={<AdminSheetsLayout />}>
          <Route path={paths.availableSheets.pattern} element={<AvailableSheetsPage />} />
          <Route path={paths.adminCustomerPreOrders.pattern} element={<CustomerPreOrdersAdminPage />} />
          <Route path={paths.preOrderProcessing.pattern} element={<ProcessingPage />} />
          <Route path={paths.sheetCreate.pattern} element={<SheetEditorPage />} />
          <Route path={paths.sheetEdit.pattern} element={<SheetEditorPage />} />
        </Route>
        <Route path={paths.reports.pattern} element={<ReportsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
