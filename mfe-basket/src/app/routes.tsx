import { Navigate, Route, Routes } from 'shared-kernel';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { ConfirmationPage } from '../features/confirmation/components/ConfirmationPage';
import { DraftsPage } from '../features/drafts/components/DraftsPage';
import { BasketOverviewPage } from '../features/overview/components/BasketOverviewPage';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';

/** The routes mfe-basket owns (shell routeTable): /customer/basket/*. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/customer/basket">
        <Route index element={<Navigate to="overview" replace />} />
        <Route path="overview" element={<BasketOverviewPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="confirmation" element={<ConfirmationPage />} />
        <Route path="drafts" element={<DraftsPage />} />
      </Route>
      <Route path="*" element={<NotAvailable titleId="basket.pages.unknown" />} />
    </Routes>
  );
}
