import { Route, Routes } from 'shared-kernel';
import { NotAvailable } from '../features/placeholder/components/NotAvailable';
import { SearchPage } from '../features/search/components/SearchPage';

const page = (name: string) => <NotAvailable titleId={`catalogue.pages.${name}`} />;

/** The routes mfe-catalogue owns (shell routeTable): /search, /customer/shop/*, /customer/our-brands, /customer/downloads. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="/customer/shop/overview" element={page('shopOverview')} />
      <Route path="/customer/shop/product/:id" element={page('product')} />
      <Route path="/customer/shop/fast-order" element={page('fastOrder')} />
      <Route path="/customer/our-brands/overview" element={page('ourBrands')} />
      <Route path="/customer/downloads/overview" element={page('downloads')} />
      <Route path="*" element={page('unknown')} />
    </Routes>
  );
}
