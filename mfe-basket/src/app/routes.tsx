import { NotFound, paths, Route, Routes } from 'shared-kernel';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { ConfirmationPage } from '../features/confirmation/components/ConfirmationPage';
import { DraftsPage } from '../features/drafts/components/DraftsPage';
import { BasketOverviewPage } from '../features/overview/components/BasketOverviewPage';

/** The pages mfe-basket owns in the path table (shared-kernel paths, owner 'basket'); the shell redirects /customer/basket to the overview. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.basketOverview.pattern} element={<BasketOverviewPage />} />
      <Route path={paths.checkout.pattern} element={<CheckoutPage />} />
      <Route path={paths.confirmation.pattern} element={<ConfirmationPage />} />
      <Route path={paths.basketDrafts.pattern} element={<DraftsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
