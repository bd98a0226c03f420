import { Route, Routes } from 'shared-kernel';
import { AdminDashboard } from '../features/dashboard/components/AdminDashboard';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';

const page = (name: string) => <NotAvailable titleId={`admin.pages.${name}`} />;

/** The routes mfe-admin owns (shell routeTable): /admin, /admin/*, /salesman/customer-list/*, /salesman/users. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminDashboard />} />
      <Route path="/admin/users" element={page('users')} />
      <Route path="/admin/editUser" element={page('editUser')} />
      <Route path="/admin/notifications">
        <Route index element={page('notifications')} />
        <Route path="create" element={page('notificationCreate')} />
        <Route path="edit/:id" element={page('notificationEdit')} />
      </Route>
      <Route path="/admin/banners">
        <Route index element={page('banners')} />
        <Route path="create" element={page('bannerCreate')} />
        <Route path="edit/:id" element={page('bannerEdit')} />
      </Route>
      <Route path="/admin/branches">
        <Route index element={page('branches')} />
        <Route path="edit/:id" element={page('branchEdit')} />
      </Route>
      <Route path="/admin/coupons">
        <Route index element={page('coupons')} />
        <Route path="create" element={page('couponCreate')} />
        <Route path="edit/:id" element={page('couponEdit')} />
      </Route>
      <Route path="/admin/countries">
        <Route index element={page('countries')} />
        <Route path="edit/:id" element={page('countryEdit')} />
      </Route>
      <Route path="/admin/sizeCharts">
        <Route index element={page('sizeCharts')} />
        <Route path="create" element={page('sizeChartCreate')} />
        <Route path="edit/:id" element={page('sizeChartEdit')} />
      </Route>
      <Route path="/salesman/customer-list">
        <Route index element={page('customerList')} />
        <Route path="customer/:id" element={page('customerDetail')} />
      </Route>
      <Route path="/salesman/users" element={page('customerUsers')} />
      <Route path="*" element={page('unknown')} />
    </Routes>
  );
}
