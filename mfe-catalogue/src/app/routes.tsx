import { NotFound, paths, Route, Routes } from 'shared-kernel';
import { OurBrandsPage } from '../features/brands/components/OurBrandsPage';
import { DownloadsPage } from '../features/downloads/components/DownloadsPage';
import { FastOrderPage } from '../features/fast-order/components/FastOrderPage';
import { ProductDetailPage } from '../features/product/components/ProductDetailPage';
import { SearchPage } from '../features/search/components/SearchPage';
import { ShopOverviewPage } from '../features/shop/components/ShopOverviewPage';

/** The pages mfe-catalogue owns in the path table (shared-kernel paths, owner 'catalogue'). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.search.pattern} element={<SearchPage />} />
      <Route path={paths.shopOverview.pattern} element={<ShopOverviewPage />} />
      <Route path={paths.productDetail.pattern} element={<ProductDetailPage />} />
      <Route path={paths.fastOrder.pattern} element={<FastOrderPage />} />
      <Route path={paths.ourBrands.pattern} element={<OurBrandsPage />} />
      <Route path={paths.downloads.pattern} element={<DownloadsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
