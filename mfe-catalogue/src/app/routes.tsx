import { Route, Routes } from 'shared-kernel';
import { OurBrandsPage } from '../features/brands/components/OurBrandsPage';
import { DownloadsPage } from '../features/downloads/components/DownloadsPage';
import { FastOrderPage } from '../features/fast-order/components/FastOrderPage';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';
import { ProductDetailPage } from '../features/product/components/ProductDetailPage';
import { SearchPage } from '../features/search/components/SearchPage';
import { ShopOverviewPage } from '../features/shop/components/ShopOverviewPage';

/** The routes mfe-catalogue owns (shell routeTable): /search, /customer/shop/*, /customer/our-brands, /customer/downloads. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="/customer/shop/overview" element={<ShopOverviewPage />} />
      <Route path="/customer/shop/product/:id" element={<ProductDetailPage />} />
      <Route path="/customer/shop/fast-order" element={<FastOrderPage />} />
      <Route path="/customer/our-brands/overview" element={<OurBrandsPage />} />
      <Route path="/customer/downloads/overview" element={<DownloadsPage />} />
      <Route path="*" element={<NotAvailable titleId="catalogue.pages.unknown" />} />
    </Routes>
  );
}
