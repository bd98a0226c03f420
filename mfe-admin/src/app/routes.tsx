import { NotFound, paths, Route, Routes } from 'shared-kernel';
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
import { CustomerUsersPage } from '../features/customer-users/components/CustomerUsersPage';
import { AdminDashboard } from '../features/dashboard/components/AdminDashboard';
import { EditEmployeePage } from '../features/employees/components/EditEmployeePage';
import { EmployeesPage } from '../features/employees/components/EmployeesPage';
import { ImpersonationSessionsPage } from '../features/impersonation/components/ImpersonationSessionsPage';
import { NotificationFormPage } from '../features/notifications/components/NotificationFormPage';
import { NotificationsPage } from '../features/notifications/components/NotificationsPage';
import { ServiceRequestsPage } from '../features/serviceRequests/components/ServiceRequestsPage';
import { SizeChartFormPage } from '../features/sizeCharts/components/SizeChartFormPage';
import { SizeChartsPage } from '../features/sizeCharts/components/SizeChartsPage';

/** The pages mfe-admin owns in the path table (shared-kernel paths, owner 'admin'). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.adminHome.pattern} element={<AdminDashboard />} />
      <Route path={paths.employees.pattern} element={<EmployeesPage />} />
      <Route path={paths.employeeEdit.pattern} element={<EditEmployeePage />} />
      <Route path={paths.notifications.pattern} element={<NotificationsPage />} />
      <Route path={paths.notificationCreate.pattern} element={<NotificationFormPage />} />
      <Route path={paths.notificationEdit.pattern} element={<NotificationFormPage />} />
      <Route path={paths.banners.pattern} element={<BannersPage />} />
      <Route path={paths.bannerCreate.pattern} element={<BannerFormPage />} />
      <Route path={paths.bannerEdit.pattern} element={<BannerFormPage />} />
      <Route path={paths.branches.pattern} element={<BranchesPage />} />
      <Route path={paths.branchEdit.pattern} element={<BranchEditPage />} />
      <Route path={paths.coupons.pattern} element={<CouponsPage />} />
      <Route path={paths.couponCreate.pattern} element={<CouponFormPage />} />
      <Route path={paths.couponEdit.pattern} element={<CouponFormPage />} />
      <Route path={paths.countries.pattern} element={<CountriesPage />} />
      <Route path={paths.countryEdit.pattern} element={<CountryEditPage />} />
      <Route path={paths.sizeCharts.pattern} element={<SizeChartsPage />} />
      <Route path={paths.sizeChartCreate.pattern} element={<SizeChartFormPage />} />
      <Route path={paths.sizeChartEdit.pattern} element={<SizeChartFormPage />} />
      <Route path={paths.serviceRequests.pattern} element={<ServiceRequestsPage />} />
      <Route path={paths.impersonationSessions.pattern} element={<ImpersonationSessionsPage />} />
      <Route path={paths.customerList.pattern} element={<CustomerListPage />} />
      <Route path={paths.customerDetail.pattern} element={<CustomerDetailPage />} />
      <Route path={paths.customerUsers.pattern} element={<CustomerUsersPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
