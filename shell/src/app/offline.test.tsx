import { act, screen } from '@testing-library/react';
import { testSession } from 'shared-kernel/test-utils';
import { renderShell } from '../test/renderShell';
import { RemoteOutlet } from './RemoteOutlet';
import { Header } from './layout/Header';
import { OfflineBanner } from '../features/offline/OfflineBanner';

jest.mock('../components/RemoteRoute', () => ({ RemoteRoute: ({ remote }: { remote: string }) => <p>remote {remote}</p> }));
jest.mock('../components/RemoteWidget', () => ({ RemoteWidget: ({ expose }: { expose: string }) => <span>widget {expose}</span> }));

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

describe('trade-show mode in the shell (issue 19)', () => {
  afterEach(() => setOnline(true));

  it('shows the offline banner while the browser has no network', () => {
    renderShell(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('You are offline. Pre-orders made available offline can still be edited');
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('opened offline, the shop and the basket say they need a network; pre-orders load', () => {
    setOnline(false);
    const { unmount } = renderShell(<RemoteOutlet locale="en" />, { route: '/en/customer/shop/overview', path: '/en/*' });
    expect(screen.getByRole('heading', { name: 'Not available offline' })).toBeInTheDocument();
    expect(screen.queryByText('remote catalogue')).not.toBeInTheDocument();
    // back online, the shop loads
    setOnline(true);
    expect(screen.getByText('remote catalogue')).toBeInTheDocument();
    unmount();
    setOnline(false);
    renderShell(<RemoteOutlet locale="en" />, { route: '/en/customer/pre-orders/edit/5', path: '/en/*' });
    expect(screen.getByText('remote preorders')).toBeInTheDocument();
  });

  it('a shop page already open stays when the network drops (its own buttons say why they are disabled)', () => {
    renderShell(<RemoteOutlet locale="en" />, { route: '/en/customer/basket/overview', path: '/en/*' });
    expect(screen.getByText('remote basket')).toBeInTheDocument();
    setOnline(false);
    expect(screen.getByText('remote basket')).toBeInTheDocument();
  });

  it('disables the shop, basket and downloads menu entries offline, with the reason; editors get the sync badge', () => {
    const session = testSession('Klant');
    renderShell(<Header session={session} locale="en" onExitImpersonation={() => undefined} exiting={false} />, { route: '/en/customer', path: '/en/*' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(screen.getByText('widget SyncBadge')).toBeInTheDocument();
    expect(menu.querySelector('a[href="/en/customer/downloads/overview"]')).not.toBeNull();
    setOnline(false);
    expect(menu.querySelector('a[href="/en/customer/downloads/overview"]')).toBeNull();
    const downloads = screen.getByText('Downloads').closest('[aria-disabled="true"]');
    expect(downloads).toHaveTextContent('(needs a network connection)');
    expect(menu.querySelector('a[href="/en/customer/pre-orders"]')).not.toBeNull();
  });

  it('gives marketing users no sync badge (they edit no pre-orders)', () => {
    renderShell(<Header session={testSession('MarketingKlant')} locale="en" onExitImpersonation={() => undefined} exiting={false} />, { route: '/en/customer', path: '/en/*' });
    expect(screen.queryByText('widget SyncBadge')).not.toBeInTheDocument();
  });
});
