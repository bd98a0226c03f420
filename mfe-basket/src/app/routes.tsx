import { Navigate, Route, Routes } from 'shared-kernel';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';

const page = (name: string) => <NotAvailable titleId={`basket.pages.${name}`} />;

/** The routes mfe-basket owns (shell routeTable): /customer/basket/*. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/customer/basket">
        <Route index element={<Navigate to="overview" replace />} />
        <Route path="overview" element={page('overview')} />
        <Route path="checkout" element={page('checkout')} />
        <Route path="confirmation" element={page('confirmation')} />
      </Route>
      <Route path="*" element={page('unknown')} />
    </Routes>
  );
}
