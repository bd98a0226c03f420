import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntime } from 'shared-kernel';
import { mockFetch, testSession } from 'shared-kernel/test-utils';
import { basketOf, basketProduct, basketVariant } from '../test/fixtures';
import BasketBadgeWidget from './BasketBadge';

describe('exposed BasketBadge widget', () => {
  it('renders in the shell tree (no router of its own) with its messages and store, and navigates through the shell', async () => {
    setRuntime({ apiBaseUrl: 'http://api.test', locale: 'nl' });
    mockFetch([{ path: /\/api\/nl\/basket$/, body: basketOf([basketProduct(1, [basketVariant(2, 2), basketVariant(60, 60)])]) }]);
    const navigate = jest.fn();
    render(<BasketBadgeWidget session={testSession('Klant')} locale="nl" routeBase="/nl" navigate={navigate} />);
    const link = await screen.findByRole('link', { name: 'Winkelmandje, 62 artikelen' });
    expect(link).toHaveAttribute('href', '/nl/customer/basket/overview');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/nl/customer/basket/overview');
  });
});
