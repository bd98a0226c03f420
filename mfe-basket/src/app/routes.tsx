import { lazyScreen, NotFound, paths, Route, ScreenRoutes } from 'shared-kernel';

// Each screen is its own chunk: the overview does not fetch the checkout, the checkout not the drafts.
const BasketOverview = lazyScreen(() => import('./BasketOverview'), 'BasketOverview');
const CheckoutPage = lazyScreen(() => import('../features/checkout/components/CheckoutPage'), 'CheckoutPage');
const ConfirmationPage = lazyScreen(() => import('../features/confirmation/components/ConfirmationPage'), 'ConfirmationPage');
const DraftsPage = lazyScreen(() => import('../features/drafts/components/DraftsPage'), 'DraftsPage');

/** The route table: AppRoutes renders it, and the parcel's preload (preloadScreens) reads the screens an address opens. */
export const routes = (
  <>
    <Route path={paths.basketOverview.pattern} element={<BasketOverview />} />
    <Route path={paths.checkout.pattern} element={<CheckoutPage />} />
    <Route path={paths.confirmation.pattern} element={<ConfirmationPage />} />
    <Route path={paths.basketDrafts.pattern} element={<DraftsPage />} />
    <Route path="*" element={<NotFound />} />
  </>
);

/** The pages mfe-basket owns in the path table (shared-kernel paths, owner 'basket'); the shell redirects /customer/basket to the overview. */
export function AppRoutes() {
  return <ScreenRoutes routes={routes} />;
}
