import { lazyScreen, NotFound, paths, Route, ScreenRoutes } from 'shared-kernel';

// Each screen is its own chunk: the shop overview does not fetch the product detail, the fast order or the downloads.
const SearchPage = lazyScreen(() => import('../features/search/components/SearchPage'), 'SearchPage');
const ShopOverviewPage = lazyScreen(() => import('../features/shop/components/ShopOverviewPage'), 'ShopOverviewPage');
const ProductDetailPage = lazyScreen(() => import('../features/product/components/ProductDetailPage'), 'ProductDetailPage');
const FastOrderPage = lazyScreen(() => import('../features/fast-order/components/FastOrderPage'), 'FastOrderPage');
const OurBrandsPage = lazyScreen(() => import('../features/brands/components/OurBrandsPage'), 'OurBrandsPage');
const DownloadsPage = lazyScreen(() => import('../features/downloads/components/DownloadsPage'), 'DownloadsPage');

/** The route table: AppRoutes renders it, and the parcel's preload (preloadScreens) reads the screens an address opens. */
export const routes = (
  <>
    <Route path={paths.search.pattern} element={<SearchPage />} />
    <Route path={paths.shopOverview.pattern} element={<ShopOverviewPage />} />
    <Route path={paths.productDetail.pattern} element={<ProductDetailPage />} />
    <Route path={paths.fastOrder.pattern} element={<FastOrderPage />} />
    <Route path={paths.ourBrands.pattern} element={<OurBrandsPage />} />
    <Route path={paths.downloads.pattern} element={<DownloadsPage />} />
    <Route path="*" element={<NotFound />} />
  </>
);

/** The pages mfe-catalogue owns in the path table (shared-kernel paths, owner 'catalogue'). */
export function AppRoutes() {
  return <ScreenRoutes routes={routes} />;
}
