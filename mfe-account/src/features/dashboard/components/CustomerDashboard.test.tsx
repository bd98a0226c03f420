import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import type { Session } from 'shared-kernel';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CustomerDashboard } from './CustomerDashboard';
import { BRANDS, paged } from '../../../test/fixtures';
import { makeBanner, makeNotification, makeOpenPreOrder } from '../test/fixtures';

const brands = BRANDS.slice(0, 2);
const notifications = [makeNotification()];
const banner = makeBanner();
const preOrder = makeOpenPreOrder();
const pagedAll = <T,>(items: T[]) => paged(items, { PageSize: 99, PageEndIndex: 1, PageCount: 1 });

function routes(patch: Partial<Record<'notification' | 'banner' | 'brand' | 'preorder', Partial<MockRoute>>> = {}): MockRoute[] {
  return [
    { path: /\/api\/en\/notification/, body: notifications, ...patch.notification },
    { path: /\/api\/en\/banner\/current\?locationType=0/, body: banner, ...patch.banner },
    { path: /\/api\/en\/brand\?filterOnBranch=true/, body: brands, ...patch.brand },
    { path: /\/api\/en\/PreOrder\?/, body: pagedAll([preOrder]), ...patch.preorder },
  ];
}

function renderDashboard(session: Session = testSession('Klant')) {
  return renderWithProviders(<CustomerDashboard />, { store: setupStore(), messages, session, route: '/en/customer' });
}

describe('CustomerDashboard', () => {
  it('shows the welcome, fast order, brands, banner, notifications and open pre-orders of a customer', async () => {
    const { calls } = mockFetch(routes());
    renderDashboard(testSession('Klant', { firstName: 'Anna', lastName: 'Peeters' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Anna Peeters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fast order' })).toHaveAttribute('href', '/en/customer/shop/fast-order');
    expect(screen.getByText('Loading brands…')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Alpine Wear' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=ALP');
    expect(screen.getByRole('link', { name: 'Baltic & Co' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=B%26C');
    // each brand link is the brand's logo (spec section 9: 170 x 79)
    expect(screen.getByRole('img', { name: 'Alpine Wear' })).toHaveAttribute('src', 'http://api.test/img/brand/ALP_170x79.svg');

    const promo = await screen.findByRole('region', { name: 'Promotion' });
    expect(within(promo).getByRole('img', { name: 'Spring banner' })).toHaveAttribute('src', banner.Image);
    expect(within(promo).getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=ALP');

    const notes = await screen.findByRole('table', { name: 'Notifications' });
    expect(await within(notes).findByText('Spring collection')).toBeInTheDocument();
    expect(within(notes).getByText('07-03-2026')).toBeInTheDocument();
    expect(within(notes).getByText('Now in stock')).toBeInTheDocument();

    const pre = screen.getByRole('table', { name: 'Open pre-orders' });
    expect(await within(pre).findByRole('link', { name: 'Open pre-order Alpine Wear Winter 2026' })).toHaveAttribute('href', '/en/customer/pre-orders/edit/42');
    expect(within(pre).getByText('30-04-2026')).toBeInTheDocument();
    expect(within(pre).getByRole('cell', { name: 'Open' })).toBeInTheDocument();

    const preCall = calls.find((c) => c.url.pathname.endsWith('/PreOrder'));
    expect(preCall?.url.searchParams.get('PageSize')).toBe('99');

    // the salesman of the open pre-orders, with the 200 x 200 profile photo, from the same request
    const rep = screen.getByRole('region', { name: 'Your sales representative' });
    const photo = within(rep).getByRole('img', { name: 'Photo of Sam Sales' });
    expect(photo).toHaveAttribute('src', 'http://api.test/img/user/sam_200x200.svg');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['200', '200']);
    expect(within(rep).getByText('Sam Sales')).toBeInTheDocument();
    expect(within(rep).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(calls.filter((c) => c.url.pathname.endsWith('/PreOrder'))).toHaveLength(1);
  });

  it('shows empty states and no banner when there is nothing', async () => {
    mockFetch(routes({ notification: { body: [] }, banner: { body: null }, brand: { body: [] }, preorder: { body: pagedAll([]) } }));
    renderDashboard();
    expect(await screen.findByText('There are no notifications.')).toBeInTheDocument();
    expect(await screen.findByText('You have no open pre-orders.')).toBeInTheDocument();
    expect(await screen.findByText('No brands are available for your account.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
    // no pre-orders, no salesman to show
    expect(screen.queryByRole('region', { name: /sales representative/ })).not.toBeInTheDocument();
  });

  it('shows an error with retry when the notifications fail, and loads them again on retry', async () => {
    let fail = true;
    const failingOnce: MockRoute = {
      path: /\/api\/en\/notification/,
      get status() {
        return fail ? 500 : 200;
      },
      body: () => (fail ? { Message: 'boom' } : notifications),
    };
    const { calls } = mockFetch([failingOnce, ...routes().slice(1)]);
    renderDashboard();
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    fail = false;
    const notes = screen.getByRole('table', { name: 'Notifications' });
    await userEvent.click(within(notes).getByRole('button', { name: 'Try again' }));
    expect(await within(notes).findByText('Spring collection')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/notification'))).toHaveLength(2);
  });

  it('hides brand links and pre-orders from marketing, and does not load them', async () => {
    const { calls } = mockFetch(routes());
    renderDashboard(testSession('MarketingKlant'));
    expect(await screen.findByText('Spring collection')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shop by brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Open pre-orders' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/brand'))).toBe(false);
    expect(calls.some((c) => c.url.pathname.endsWith('/PreOrder'))).toBe(false);
  });

  it('shows brand links to staff but hides the pre-orders', async () => {
    const { calls } = mockFetch(routes());
    renderDashboard(testSession('PersoneelKlant'));
    expect(await screen.findByRole('link', { name: 'Alpine Wear' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Open pre-orders' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/notification'))).toBe(true));
    expect(calls.some((c) => c.url.pathname.endsWith('/PreOrder'))).toBe(false);
  });

  it('shows the pre-orders to an impersonating salesman (role Klant in the session)', async () => {
    mockFetch(routes());
    renderDashboard(testSession('Klant', { impersonated: true }));
    expect(await screen.findByRole('link', { name: 'Open pre-order Alpine Wear Winter 2026' })).toBeInTheDocument();
  });
});
