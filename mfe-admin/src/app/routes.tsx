import { lazyScreen, NotFound, paths, Route, ScreenRoutes } from 'shared-kernel';

// Each screen is its own chunk (CONTRIBUTING "Lazy screens"): the dashboard does not fetch the forms, a
// list not the map of the customer detail (leaflet).
const AdminDashboard = lazyScreen(() => import('../features/dashboard/components/AdminDashboard'), 'AdminDashboard');
const EmployeesPage = lazyScreen(() => import('../features/employees/components/EmployeesPage'), 'EmployeesPage');
const EditEmployeePage = lazyScreen(() => import('../features/employees/components/EditEmployeePage'), 'EditEmployeePage');
const NotificationsPage = lazyScreen(() => import('../features/notifications/components/NotificationsPage'), 'NotificationsPage');
const NotificationFormPage = lazyScreen(() => import('../features/notifications/components/NotificationFormPage'), 'NotificationFormPage');
const BannersPage = lazyScreen(() => import('../features/banners/components/BannersPage'), 'BannersPage');
const BannerFormPage = lazyScreen(() => import('../features/banners/components/BannerFormPage'), 'BannerFormPage');
const BranchesPage = lazyScreen(() => import('../features/branches/components/BranchesPage'), 'BranchesPage');
const BranchEditPage = lazyScreen(() => import('../features/branches/components/BranchEditPage'), 'BranchEditPage');
const CouponsPage = lazyScreen(() => import('../features/coupons/components/CouponsPage'), 'CouponsPage');
const CouponFormPage = lazyScreen(() => import('../features/coupons/components/CouponFormPage'), 'CouponFormPage');
const CountriesPage = lazyScreen(() => import('../features/countries/components/CountriesPage'), 'CountriesPage');
const CountryEditPage = lazyScreen(() => import('../features/countries/components/CountryEditPage'), 'CountryEditPage');
const SizeChartsPage = lazyScreen(() => import('../features/size-charts/components/SizeChartsPage'), 'SizeChartsPage');
const SizeChartFormPage = lazyScreen(() => import('../features/size-charts/components/SizeChartFormPage'), 'SizeChartFormPage');
const ServiceRequestsPage = lazyScreen(() => import('../features/service-requests/components/ServiceRequestsPage'), 'ServiceRequestsPage');
const ImpersonationSessionsPage = lazyScreen(() => import('../features/impersonation/components/ImpersonationSessionsPage'), 'ImpersonationSessionsPage');
const CustomerListPage = lazyScreen(() => import('../features/customers/components/CustomerListPage'), 'CustomerListPage');
const CustomerDetailPage = lazyScreen(() => import('../features/customers/components/CustomerDetailPage'), 'CustomerDetailPage');
const CustomerUsersPage = lazyScreen(() => import('../features/customer-users/components/CustomerUsersPage'), 'CustomerUsersPage');

/** The route table: AppRoutes renders it, and the parcel's preload (preloadScreens) reads the screens an address opens. */
export const routes = (
  <>
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
  </>
);

/** The pages mfe-admin owns in the path table (shared-kernel paths, owner 'admin'). */
export function AppRoutes() {
  return <ScreenRoutes routes={routes} />;
}
