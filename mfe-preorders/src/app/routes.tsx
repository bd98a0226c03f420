import { lazy, Suspense } from 'react';
import { LoadingState, Navigate, Route, Routes } from 'shared-kernel';
import { SalesmanDashboard } from '../features/dashboard/components/SalesmanDashboard';
import { preloadOffline } from '../features/offline/offlineBaseQuery';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';

// Each screen is its own chunk: a salesman's home does not fetch the sheet builder, a customer's
// overview not the detail grids or chart.js. The salesman dashboard (the /salesman home) stays eager.
const CustomerPreOrdersOverview = lazy(() => import('../features/overview/components/CustomerPreOrdersOverview').then((m) => ({ default: m.CustomerPreOrdersOverview })));
const SalesmanPreOrdersOverview = lazy(() => import('../features/overview/components/SalesmanPreOrdersOverview').then((m) => ({ default: m.SalesmanPreOrdersOverview })));
const SalesmanPreOrderCreate = lazy(() => import('../features/create/components/SalesmanPreOrderCreate').then((m) => ({ default: m.SalesmanPreOrderCreate })));
// its data source is offline-aware (trade-show mode): the offline code loads alongside, not after, the page's chunk
const PreOrderDetailPage = lazy(() => {
  preloadOffline();
  return import('../features/detail/components/PreOrderDetailPage').then((m) => ({ default: m.PreOrderDetailPage }));
});
const AdminSheetsLayout = lazy(() => import('../features/sheets/components/AdminSheetsLayout').then((m) => ({ default: m.AdminSheetsLayout })));
const AvailableSheetsPage = lazy(() => import('../features/sheets/components/AvailableSheetsPage').then((m) => ({ default: m.AvailableSheetsPage })));
const CustomerPreOrdersAdminPage = lazy(() => import('../features/sheets/components/CustomerPreOrdersAdminPage').then((m) => ({ default: m.CustomerPreOrdersAdminPage })));
const ProcessingPage = lazy(() => import('../features/sheets/components/ProcessingPage').then((m) => ({ default: m.ProcessingPage })));
const SheetEditorPage = lazy(() => import('../features/sheets/components/SheetEditorPage').then((m) => ({ default: m.SheetEditorPage })));
const SyncCenterPage = lazy(() => import('../features/offline/components/SyncCenterPage').then((m) => ({ default: m.SyncCenterPage })));
const ReportsPage = lazy(() => import('../features/sheets/components/ReportsPage').then((m) => ({ default: m.ReportsPage })));

const page = (name: string) => <NotAvailable titleId={`preorders.pages.${name}`} />;

/**
 * The routes mfe-preorders owns (shell routeTable): /customer/pre-orders/*, /salesman, /salesman/pre-orders/*,
 * /admin/pre-orders/*, /admin/reports. The sync center of trade-show mode is pre-orders/offline of each side.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/customer/pre-orders">
          <Route index element={<CustomerPreOrdersOverview />} />
          <Route path="edit/:id" element={<PreOrderDetailPage mode="customer" />} />
          <Route path="offline" element={<SyncCenterPage mode="customer" />} />
          <Route path="*" element={page('unknown')} />
        </Route>
        <Route path="/salesman" element={<SalesmanDashboard />} />
        <Route path="/salesman/pre-orders">
          <Route index element={<SalesmanPreOrdersOverview />} />
          <Route path="create/*" element={<SalesmanPreOrderCreate />} />
          <Route path="edit/:id" element={<PreOrderDetailPage mode="salesman" />} />
          <Route path="offline" element={<SyncCenterPage mode="salesman" />} />
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
    </Suspense>
  );
}
