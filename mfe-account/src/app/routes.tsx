import { NotFound, paths, Route, Routes } from 'shared-kernel';
import { AccountLayout } from './AccountLayout';
import { AccountEditPage } from '../features/account-edit/components/AccountEditPage';
import { AddressCreatePage } from '../features/addresses/components/AddressCreatePage';
import { AddressesPage } from '../features/addresses/components/AddressesPage';
import { ContactPage } from '../features/contact/components/ContactPage';
import { CustomerDashboard } from '../features/dashboard/components/CustomerDashboard';
import { BackorderDetailPage } from '../features/history/components/BackorderDetailPage';
import { BackordersPage } from '../features/history/components/BackordersPage';
import { HistoryDetailPage } from '../features/history/components/HistoryDetailPage';
import { HistoryPage } from '../features/history/components/HistoryPage';
import { InvoicesPage } from '../features/invoices/components/InvoicesPage';
import { EditUserPage } from '../features/users/components/EditUserPage';
import { UsersPage } from '../features/users/components/UsersPage';
import { WarrantyPage } from '../features/warranty/components/WarrantyPage';

/**
 * The pages mfe-account owns in the path table (shared-kernel paths, owner 'account'); the account
 * pages sit beside the account side menu. The shell redirects /customer/account to the edit page.
 */
export function AppRoutes() {
  return (
    <Routes>
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
    </Routes>
  );
}
