import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CustomerSearch } from './CustomerSearch';
import { makeCustomerHit } from '../../../test/fixtures';

// The search's behaviour is tested with the design system's ImpersonationSearch; this checks the
// wiring: this remote's customer/autocomplete call, and a chosen hit asking for impersonation.
describe('CustomerSearch (admin dashboard)', () => {
  it('searches customer/autocomplete and asks the shell to impersonate the chosen customer', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/customer\/autocomplete\?search=/, body: [makeCustomerHit('K-2', '1002', 'Demo Sports', 'Brugge')] }]);
    const requests: string[] = [];
    const off = on('impersonation.request', (d) => requests.push(d.customerKey));
    renderWithProviders(<CustomerSearch />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search customer' }), 'Demo');
    await user.click(await screen.findByRole('option', { name: /Demo Sports/ }));
    expect(calls.at(-1)?.url.searchParams.get('search')).toBe('Demo');
    expect(requests).toEqual(['K-2']);
    off();
  });
});
