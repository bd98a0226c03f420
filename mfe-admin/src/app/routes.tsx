import { Route, Routes } from 'shared-kernel';
import { BannerFormPage } from '../features/banners/components/BannerFormPage';
import { BannersPage } from '../features/banners/components/BannersPage';
import { BranchEditPage } from '../features/branches/components/BranchEditPage';
import { BranchesPage } from '../features/branches/components/BranchesPage';
import { CountriesPage } from '../features/countries/components/CountriesPage';
import { CountryEditPage } from '../features/countries/components/CountryEditPage';
import { CouponFormPage } from '../features/coupons/components/CouponFormPage';
import { CouponsPage } from '../features/coupons/components/CouponsPage';
import { CustomerDetailPage } from '../features/customers/components/CustomerDetailPage';
import { CustomerListPage } from '../features/customers/components/CustomerListPage';
import { CustomerUsersPage } from '../features/customerUsers/components/CustomerUsersPage';
import { AdminDashboard } from '../features/dashboard/components/AdminDashboard';
import { EditEmployeePage } from '../features/employees/components/EditEmployeePage';
import { EmployeesPage } from '../features/employees/components/EmployeesPage';
import { ImpersonationSessionsPage } from '../features/impersonation/components/ImpersonationSessionsPage';
import { NotificationFormPage } from '../features/notifications/components/NotificationFormPage';
import { NotificationsPage } from '../features/notifications/components/NotificationsPage';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';
import { ServiceRequestsPage } from '../features/serviceRequests/components/ServiceRequestsPage';
import { SizeChartFormPage } from '../features/sizeCharts/components/SizeChartFormPage';
import { SizeChartsPage } from '../features/sizeCharts/components/SizeChartsPage';

const page = (name: string) => <NotAvailable titleId={`admin.pages.${name}`} />;

/** The routes mfe-admin owns (shell routeTable): /admin, /admin/*, /salesman/customer-list/*, /salesman/users. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminDashboard />} />
      <Route path="/admin/users" element={<EmployeesPage />} />
      <Route path="/admin/editUser" element={<EditEmployeePage />} />
      <Route path="/admin/notifications">
        <Route index element={<NotificationsPage />} />
        <Route path="create" element={<NotificationFormPage />} />
        <Route path="edit/:id" element={<NotificationFormPage />} />
      </Route>
      <Route path="/admin/banners">
        <Route index element={<BannersPage />} />
        <Route path="create" element={<BannerFormPage />} />
        <Route path="edit/:id" element={<BannerFormPage />} />
      </Route>
      <Route path="/admin/branches">
        <Route index element={<BranchesPage />} />
        <Route path="edit/:id" element={<BranchEditPage />} />
      </Route>
      <Route path="/admin/coupons">
        <Route index element={<CouponsPage />} />
        <Route path="create" element={<CouponFormPage />} />
        <Route path="edit/:id" element={<CouponFormPage />} />
      </Route>
      <Route path="/admin/countries">
        <Route index element={<CountriesPage />} />
        <Route path="edit/:id" element={<CountryEditPage />} />
      </Route>
      <Route path="/admin/sizeCharts">
        <Route index element={<SizeChartsPage />} />
        <Route path="create" element={<SizeChartFormPage />} />
        <Route path="edit/:id" element={<SizeChartFormPage />} />
      </Route>
      <Route path="/admin/service-requests" element={<ServiceRequestsPage />} />
      <Route path="/admin/impersonation/:id?" element={<ImpersonationSessionsPage />} />
      <Route path="/salesman/customer-list">
        <Route index element={<CustomerListPage />} />
        <Route path="customer/:id" element={<CustomerDetailPage />} />
      </Route>
      <Route path="/salesman/users" element={<CustomerUsersPage />} />
      <Route path="*" element={page('unknown')} />
    </Routes>
  );
}
