import { lazyScreen, NotFound, paths, Route, ScreenRoutes } from 'shared-kernel';
import { CustomerDashboard } from '../features/dashboard/components/CustomerDashboard';
import { AccountLayout } from './AccountLayout';

// Every screen is its own chunk but the customer dashboard, the page a customer lands on after login.
const AccountEditPage = lazyScreen(() => import('../features/account-edit/components/AccountEditPage'), 'AccountEditPage');
const AddressCreatePage = lazyScreen(() => import('../features/addresses/components/AddressCreatePage'), 'AddressCreatePage');
const AddressesPage = lazyScreen(() => import('../features/addresses/components/AddressesPage'), 'AddressesPage');
const ContactPage = lazyScreen(() => import('../features/contact/components/ContactPage'), 'ContactPage');
const BackorderDetailPage = lazyScreen(() => import('../features/history/components/BackorderDetailPage'), 'BackorderDetailPage');
const BackordersPage = lazyScreen(() => import('../features/history/components/BackordersPage'), 'BackordersPage');
const HistoryDetailPage = lazyScreen(() => import('../features/history/components/HistoryDetailPage'), 'HistoryDetailPage');
const HistoryPage = lazyScreen(() => import('../features/history/components/HistoryPage'), 'HistoryPage');
const InvoicesPage = lazyScreen(() => import('../features/invoices/components/InvoicesPage'), 'InvoicesPage');
const EditUserPage = lazyScreen(() => import('../features/users/components/EditUserPage'), 'EditUserPage');
const UsersPage = lazyScreen(() => import('../features/users/components/UsersPage'), 'UsersPage');
const WarrantyPage = lazyScreen(() => import('../features/warranty/components/WarrantyPage'), 'WarrantyPage');

/** The route table: AppRoutes renders it, and the parcel's preload (preloadScreens) reads the screens an address opens. */
export const routes = (
  <>
    <Route path={paths.customerHome.pattern} element={<CustomerDashboard />} />
    <Route element={<AccountLayout />}>
      <Route path={paths.accountEdit.pattern} element={<AccountEditPage />} />
      <Route path={paths.accountUsers.pattern} element={<UsersPage />} />
      <Route path={paths.accountEditUser.pattern} element={<EditUserPage />} />
      <Route path={paths.addresses.pattern} element={<AddressesPage />} />
      <Route path={paths.addressCreate.pattern} element={<AddressCreatePage />} />
      <Route path={paths.history.pattern} element={<HistoryPage />} />
      <Route path={paths.historyDetail.pattern} element={<HistoryDetailPage />} />
      <Route path={paths.backorders.pattern} element={<BackordersPage />} />
      <Route path={paths.backorderDetail.pattern} element={<BackorderDetailPage />} />
      <Route path={paths.invoices.pattern} element={<InvoicesPage />} />
      <Route path={paths.salesmanAccountEdit.pattern} element={<AccountEditPage />} />
    </Route>
    <Route path={paths.contact.pattern} element={<ContactPage />} />
    <Route path={paths.warranty.pattern} element={<WarrantyPage />} />
    <Route path="*" element={<NotFound />} />
  </>
);

/**
 * The pages mfe-account owns in the path table (shared-kernel paths, owner 'account'); the account
 * pages sit beside the account side menu. The shell redirects /customer/account to the edit page.
 */
export function AppRoutes() {
  return <ScreenRoutes routes={routes} />;
}
