import { Navigate, Route, Routes } from 'shared-kernel';
import { CustomerDashboard } from '../features/dashboard/components/CustomerDashboard';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';

const page = (name: string) => <NotAvailable titleId={`account.pages.${name}`} />;

/** The routes mfe-account owns (shell routeTable): /customer, /customer/account/*, /salesman/account/edit, /contact, /warranty. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/customer" element={<CustomerDashboard />} />
      <Route path="/customer/account">
        <Route index element={<Navigate to="/customer/account/edit" replace />} />
        <Route path="edit" element={page('accountEdit')} />
        <Route path="users" element={page('users')} />
        <Route path="editUser" element={page('editUser')} />
        <Route path="addresses" element={page('addresses')} />
        <Route path="addresses/create/:type" element={page('addressCreate')} />
        <Route path="history" element={page('history')} />
        <Route path="history/detail/:id" element={page('historyDetail')} />
        <Route path="backorders" element={page('backorders')} />
        <Route path="backorders/detail/:id" element={page('backorderDetail')} />
        <Route path="invoices" element={page('invoices')} />
        <Route path="*" element={page('unknown')} />
      </Route>
      <Route path="/salesman/account/edit" element={page('accountEdit')} />
      <Route path="/contact/:brand?" element={page('contact')} />
      <Route path="/warranty" element={page('warranty')} />
      <Route path="*" element={page('unknown')} />
    </Routes>
  );
}
