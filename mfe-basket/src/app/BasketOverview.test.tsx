import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { Session } from 'shared-kernel';
import { messages } from '../i18n/messages';
import { basketOf, basketProduct, basketVariant } from '../test/fixtures';
import { BasketOverview } from './BasketOverview';
import { setupStore } from './store';

function setup(session: Session) {
  mockFetch([
    { path: /\/basket$/, body: basketOf([basketProduct(1, [basketVariant(11, 2)])]) },
    { path: /\/banner\/current\?locationType=2$/, body: null },
  ]);
  renderWithProviders(<BasketOverview />, { store: setupStore(), messages, session, route: '/en/customer/basket/overview' });
}

describe('BasketOverview (the overview with the drafts feature)', () => {
  it('offers "save as draft" below continue order to those who may order', async () => {
    setup(testSession('Klant'));
    expect(await screen.findByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue order' })).toBeInTheDocument();
  });

  it('does not offer it to marketing users, who cannot change the basket', async () => {
    setup(testSession('MarketingKlant'));
    await screen.findByRole('article', { name: 'Jacket 1' });
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });
});
