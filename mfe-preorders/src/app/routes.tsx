import { Suspense, useEffect } from 'react';
import { lazyScreen, LoadingState, matchPath, NotFound, paths, preloadScreens, Route, ScreenRoutes, useParams } from 'shared-kernel';
import { listTexts, sheetTexts, syncTexts } from '../i18n/groups';
import { prefetchPreOrderPage } from '../api/preOrder';
import { useAppDispatch } from './hooks';
import { getStore, type AppDispatch } from './store';
import { SalesmanDashboard } from '../features/dashboard/components/SalesmanDashboard';
import { preloadOffline } from '../features/offline/offlineBaseQuery';

// Each screen is its own chunk: a salesman's home does not fetch the sheet builder, a customer's
// overview not the detail grids or chart.js. The salesman dashboard (the /salesman home) stays eager.
// The lists, the sheet pages and the sync center bring their texts along (a message group's screen:
// listTexts, sheetTexts, syncTexts); the detail page's are the remote's core messages.
const CustomerPreOrdersOverview = listTexts.screen(() => import('./PreOrderOverviews'), 'CustomerPreOrdersOverview');
const SalesmanPreOrdersOverview = listTexts.screen(() => import('./PreOrderOverviews'), 'SalesmanPreOrdersOverview');
const SalesmanPreOrderCreate = listTexts.screen(() => import('../features/create/components/SalesmanPreOrderCreate'), 'SalesmanPreOrderCreate');
// its data source is offline-aware (trade-show mode): the offline code loads alongside, not after, the page's chunk
const PreOrderDetailPage = lazyScreen(() => {
  preloadOffline();
  return import('./PreOrderDetailPage');
}, 'PreOrderDetailPage');
const AdminSheetsLayout = sheetTexts.screen(() => import('../features/sheets/components/AdminSheetsLayout'), 'AdminSheetsLayout');
const AvailableSheetsPage = lazyScreen(() => import('../features/sheets/components/AvailableSheetsPage'), 'AvailableSheetsPage');
const CustomerPreOrdersAdminPage = lazyScreen(() => import('../features/sheets/components/CustomerPreOrdersAdminPage'), 'CustomerPreOrdersAdminPage');
const ProcessingPage = lazyScreen(() => import('../features/sheets/components/ProcessingPage'), 'ProcessingPage');
const SheetEditorPage = lazyScreen(() => import('../features/sheets/components/SheetEditorPage'), 'SheetEditorPage');
const SyncCenterPage = syncTexts.screen(() => import('../features/offline/components/SyncCenterPage'), 'SyncCenterPage');
const ReportsPage = sheetTexts.screen(() => import('../features/sheets/components/ReportsPage'), 'ReportsPage');

/** the pre-order whose first calls the remote's prepare or mount already sent for this entry (preloadRoute) */
let sentAtMount: number | null = null;

/**
 * The detail page's first calls for a route's `:id` (a hostile or broken id asks for nothing), once per
 * entry: for the entry the remote was prepared or mounted on, preloadRoute sent them already.
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
 * Render as you fetch from the first moment (createParcel's `preload`, issue 20): when the shell prepares
 * the remote for a pre-order's detail address (as soon as the module is in, while the shell's frame
 * renders) or mounts it there, the page's chunk and its first calls start at once, instead of after the
 * frame, the remote's messages and the routes' render.
 */
export function preloadRoute(pathname: string): Promise<unknown> | undefined {
  for (const route of [paths.salesmanPreOrderEdit, paths.customerPreOrderEdit]) {
    const match = matchPath(route.pattern, pathname);
    if (!match) continue;
    const page = PreOrderDetailPage.preload();
    prefetchDetail(match.params.id, getStore().dispatch, true);
    // mount awaits the page's code: its first render is the page (createParcel's preload)
    return page;
  }
  // every other screen (and its message group) the generic way
  return preloadScreensOf(pathname);
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

/** The route table: AppRoutes renders it, and the parcel's preload (preloadScreens) reads the screens an address opens. */
export const routes = (
  <>
    <Route path={paths.customerPreOrders.pattern} element={<CustomerPreOrdersOverview />} />
    <Route path={paths.customerPreOrderEdit.pattern} element={<PreOrderDetailRoute mode="customer" />} />
    <Route path={paths.customerSyncCenter.pattern} element={<SyncCenterPage mode="customer" />} />
    <Route
      path={paths.salesmanHome.pattern}
      element={
        <listTexts.Provider>
          <SalesmanDashboard />
        </listTexts.Provider>
      }
    />
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
  </>
);

/** the screens (and message groups) of every other address, for preloadRoute */
const preloadScreensOf = preloadScreens(routes);

/**
 * The pages mfe-preorders owns in the path table (shared-kernel paths, owner 'preorders'); the shell
 * redirects /admin/pre-orders to the available sheets. The sync center of trade-show mode is
 * pre-orders/offline of each side.
 */
export function AppRoutes() {
  return <ScreenRoutes routes={routes} />;
}
