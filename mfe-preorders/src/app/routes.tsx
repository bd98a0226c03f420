import { Suspense, useEffect } from 'react';
import { lazyScreen, LoadingState, matchPath, NotFound, paths, Route, Routes, useParams } from 'shared-kernel';
import { prefetchPreOrderPage } from '../api/preOrder';
import { useAppDispatch } from './hooks';
import { getStore, type AppDispatch } from './store';
import { SalesmanDashboard } from '../features/dashboard/components/SalesmanDashboard';
import { preloadOffline } from '../features/offline/offlineBaseQuery';

// Each screen is its own chunk: a salesman's home does not fetch the sheet builder, a customer's
// overview not the detail grids or chart.js. The salesman dashboard (the /salesman home) stays eager.
const CustomerPreOrdersOverview = lazyScreen(() => import('./PreOrderOverviews'), 'CustomerPreOrdersOverview');
const SalesmanPreOrdersOverview = lazyScreen(() => import('./PreOrderOverviews'), 'SalesmanPreOrdersOverview');
const SalesmanPreOrderCreate = lazyScreen(() => import('../features/create/components/SalesmanPreOrderCreate'), 'SalesmanPreOrderCreate');
// its data source is offline-aware (trade-show mode): the offline code loads alongside, not after, the page's chunk
const PreOrderDetailPage = lazyScreen(() => {
  preloadOffline();
  return import('./PreOrderDetailPage');
}, 'PreOrderDetailPage');
const AdminSheetsLayout = lazyScreen(() => import('../features/sheets/components/AdminSheetsLayout'), 'AdminSheetsLayout');
const AvailableSheetsPage = lazyScreen(() => import('../features/sheets/components/AvailableSheetsPage'), 'AvailableSheetsPage');
const CustomerPreOrdersAdminPage = lazyScreen(() => import('../features/sheets/components/CustomerPreOrdersAdminPage'), 'CustomerPreOrdersAdminPage');
const ProcessingPage = lazyScreen(() => import('../features/sheets/components/ProcessingPage'), 'ProcessingPage');
const SheetEditorPage = lazyScreen(() => import('../features/sheets/components/SheetEditorPage'), 'SheetEditorPage');
const SyncCenterPage = lazyScreen(() => import('../features/offline/components/SyncCenterPage'), 'SyncCenterPage');
const ReportsPage = lazyScreen(() => import('../features/sheets/components/ReportsPage'), 'ReportsPage');

/** the pre-order whose first calls the remote's mount already sent for this entry (preloadRoute) */
let sentAtMount: number | null = null;

/**
 * The detail page's first calls for a route's `:id` (a hostile or broken id asks for nothing), once per
 * entry: the entry the remote mounted on had them sent by preloadRoute already.
 */
function prefetchDetail(id: string | undefined, dispatch: AppDispatch, atMount = false): void {
  const preOrderId = Number(id);
  if (!Number.isInteger(preOrderId) || preOrderId <= 0) return;
  const sent = sentAtMount === preOrderId;
  sentAtMount = atMount ? preOrderId : null;
  // prefetches hold no subscription: unused answers go after the api's keepUnusedDataFor
  if (!sent) prefetchPreOrderPage(preOrderId).forEach((prefetch) => dispatch(prefetch));
}

/**
 * Render as you fetch from the first moment (createParcel's `preload`, issue 20): when the remote
 * mounts on a pre-order's detail address, the page's chunk and its first calls start while the remote's
 * messages are still loading, instead of after them.
 */
export function preloadRoute(pathname: string): void {
  for (const route of [paths.salesmanPreOrderEdit, paths.customerPreOrderEdit]) {
    const match = matchPath(route.pattern, pathname);
    if (!match) continue;
    void PreOrderDetailPage.preload();
    prefetchDetail(match.params.id, getStore().dispatch, true);
  }
}

/**
 * The pre-order detail route: its first calls go out while the page's code loads (issue 20), so the data
 * is there, or on its way, when the page renders. Its own Suspense boundary lets this effect run before
 * the page's chunk is in.
 */
function PreOrderDetailRoute({ mode }: { mode: 'customer' | 'salesman' }) {
  const { id } = useParams();
  const dispatch = useAppDispatch();
  useEffect(() => prefetchDetail(id, dispatch), [dispatch, id]);
  return (
    <Suspense fallback={<LoadingState />}>
      <PreOrderDetailPage mode={mode} />
    </Suspense>
  );
}

/**
 * The pages mfe-preorders owns in the path table (shared-kernel paths, owner 'preorders'); the shell
 * redirects /admin/pre-orders to the available sheets. The sync center of trade-show mode is
 * pre-orders/offline of each side.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path={paths.customerPreOrders.pattern} element={<CustomerPreOrdersOverview />} />
        <Route path={paths.customerPreOrderEdit.pattern} element={<PreOrderDetailRoute mode="customer" />} />
        <Route path={paths.customerSyncCenter.pattern} element={<SyncCenterPage mode="customer" />} />
        <Route path={paths.salesmanHome.pattern} element={<SalesmanDashboard />} />
        <Route path={paths.salesmanPreOrders.pattern} element={<SalesmanPreOrdersOverview />} />
        <Route path={paths.salesmanPreOrderCreate.pattern} element={<SalesmanPreOrderCreate />} />
        <Route path={paths.salesmanPreOrderEdit.pattern} element={<PreOrderDetailRoute mode="salesman" />} />
        <Route path={paths.salesmanSyncCenter.pattern} element={<SyncCenterPage mode="salesman" />} />
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
