import { Navigate, Route, Routes } from 'shared-kernel';
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
import { NotAvailable } from '../features/placeholder/components/NotAvailable';
import { EditUserPage } from '../features/users/components/EditUserPage';
import { UsersPage } from '../features/users/components/UsersPage';
import { WarrantyPage } from '../features/warranty/components/WarrantyPage';

const unknown = <NotAvailable titleId="account.pages.unknown" />;

/** The routes mfe-account owns (shell routeTable): /customer, /customer/account/*, /salesman/account/edit, /contact, /warranty. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/customer" element={<CustomerDashboard />} />
      <Route path="/customer/account" element={<AccountLayout />}>
        <Route index element={<Navigate to="/customer/account/edit" replace />} />
        <Route path="edit" element={<AccountEditPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="editUser" element={<EditUserPage />} />
        <Route path="addresses" element={<AddressesPage />} />
        <Route path="addresses/create/:type" element={<AddressCreatePage />} />
        <Route path="history" element={<HistoryPage />} />
        <Route path="history/detail/:id" element={<HistoryDetailPage />} />
        <Route path="backorders" element={<BackordersPage />} />
        <Route path="backorders/detail/:id" element={<BackorderDetailPage />} />
        <Route path="invoices" element={<InvoicesPage />} />
        <Route path="*" element={unknown} />
      </Route>
      <Route path="/salesman/account" element={<AccountLayout />}>
        <Route path="edit" element={<AccountEditPage />} />
      </Route>
      <Route path="/contact/:brand?" element={<ContactPage />} />
      <Route path="/warranty" element={<WarrantyPage />} />
      <Route path="*" element={unknown} />
    </Routes>
  );
}
