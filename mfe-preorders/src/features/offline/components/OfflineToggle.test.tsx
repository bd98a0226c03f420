import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { group, pagedGroups as paged, preOrderDetail as preOrder, product } from '../../../test/fixtures';
import { OfflineToggle } from './OfflineToggle';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

describe('OfflineToggle', () => {
  afterEach(() => setOnline(true));

  it('downloads the pre-order with its product pages and header-side reads, then offers refresh and remove', async () => {
    const { calls } = mockFetch([
      { path: /\/PreOrder\/5$/, body: preOrder({ Id: 5, CustomerKey: 'C1' }) },
      { path: /\/PreOrder\/5\/productgroups\?/, body: paged([group(1, [product(1)])]) },
      { path: /\/PreOrder\/5\/marketingproductgroups\?/, body: paged([]) },
      { path: /\/PreOrder\/5\/totals$/, body: { Comparisons: [] } },
      { path: /\/PreOrder\/5\/(targets|notifications)$/, body: [] },
      { path: /\/Customer\/C1\/DeliveryAddress$/, body: [] },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<OfflineToggle preOrderId={5} />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger') });
    await user.click(await screen.findByRole('button', { name: 'Make available offline' }));
    expect(await screen.findByText(/^Available offline \(refreshed/)).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(
      expect.arrayContaining(['/api/en/PreOrder/5', '/api/en/PreOrder/5/productgroups', '/api/en/PreOrder/5/marketingproductgroups', '/api/en/PreOrder/5/totals', '/api/en/Customer/C1/DeliveryAddress']),
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    // offline: no refresh (it needs the server), with the reason
    setOnline(false);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByText('Needs a network connection.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove from this device' }));
    expect(await screen.findByRole('button', { name: 'Make available offline' })).toBeDisabled();
  });

  it('says why a download is not possible offline', async () => {
    setOnline(false);
    renderWithProviders(<OfflineToggle preOrderId={6} />, { store: setupStore(), messages, session: testSession('Klant') });
    const button = await screen.findByRole('button', { name: 'Make available offline' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Needs a network connection.');
  });
});
