import { act, screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { internalPath } from 'shared-kernel';
import { DashboardBanner } from './DashboardBanner';
import { makeBanner } from '../test/fixtures';

const banner = makeBanner({ Id: 1, Name: 'Sale', Image: 'http://api.test/img/sale.jpg', CTAText: 'Shop the sale', Hyperlink: 'https://brand.example/sale' });
const renderBanner = () => renderWithProviders(<DashboardBanner />, { store: setupStore(), messages, route: '/en/customer' });

describe('DashboardBanner', () => {
  it('links the call to action to an external hyperlink as it is', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/banner\/current/, body: banner }]);
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Promotion' });
    expect(within(region).getByRole('link', { name: 'Shop the sale' })).toHaveAttribute('href', 'https://brand.example/sale');
    expect(calls[0].url.searchParams.get('locationType')).toBe('0');
  });

  it('shows the image without a call to action when there is no hyperlink', async () => {
    mockFetch([{ path: /\/api\/en\/banner\/current/, body: { ...banner, Hyperlink: null } }]);
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Promotion' });
    expect(within(region).getByRole('img', { name: 'Sale' })).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing when the banner fails to load', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/banner\/current/, status: 500, body: { Message: 'down' } }]);
    const { container } = renderBanner();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('drops the locale of an internal hyperlink (the router adds the current one)', () => {
    expect(internalPath('/nl/customer/shop/overview?Brands=ALP')).toBe('/customer/shop/overview?Brands=ALP');
    expect(internalPath('/fr')).toBe('/');
    expect(internalPath('/customer/downloads/overview')).toBe('/customer/downloads/overview');
    expect(internalPath('customer/shop/fast-order')).toBe('/customer/shop/fast-order');
    expect(internalPath('/english-page')).toBe('/english-page');
  });
});
