import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, setRuntime, writeSession } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { ProductGroupPage } from 'shared-kernel/contract';
import { setupStore } from '../../app/store';
import { messages } from '../../i18n/messages';
import { ShopOverviewPage } from './components/ShopOverviewPage';
import { prefetchShopList } from './prefetchShopList';

const EMPTY: ProductGroupPage = { Items: [], Filters: [], Page: 1, PageSize: 96, PageFirstIndex: 0, PageLastIndex: 0, Pages: [], Totalcount: 0, PageCount: 0 };
const routes = () =>
  mockFetch([
    { path: /\/api\/\w\w\/productgroup\?/, body: EMPTY },
    { path: /\/banner\/current\?/, body: null },
  ]);
const listCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/productgroup'));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setRuntime({ apiBaseUrl: 'http://api.test', locale: 'en' });
});

describe('prefetchShopList', () => {
  it("sends the overview's request before the page mounts; the page then reuses it", async () => {
    const { calls } = routes();
    writeSession(testSession('Klant'));
    const store = setupStore();
    prefetchShopList(store, { pathname: '/en/customer/shop/overview', search: '?pageSize=96&Brands=ALP,VLV' });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(Object.fromEntries(listCalls(calls)[0].url.searchParams)).toEqual({ Brands: 'ALP,VLV', Page: '1', pageSize: '96' });

    renderWithProviders(<ShopOverviewPage />, { store, messages, route: '/en/customer/shop/overview?pageSize=96&Brands=ALP,VLV' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('status', { busy: true })).not.toBeInTheDocument());
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('does nothing on another address or without a session', async () => {
    const { calls } = routes();
    writeSession(testSession('Klant'));
    prefetchShopList(setupStore(), { pathname: '/en/customer/shop/product/4', search: '' });
    prefetchShopList(setupStore(), { pathname: '/customer/shop/overview', search: '' });
    clearSession();
    prefetchShopList(setupStore(), { pathname: '/en/customer/shop/overview', search: '' });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });
});
