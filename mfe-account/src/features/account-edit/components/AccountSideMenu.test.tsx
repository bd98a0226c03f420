import { screen, within } from '@testing-library/react';
import type { Role } from 'shared-kernel';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AccountMenu } from './AccountSideMenu';

function linksFor(role: Role, route = '/en/customer/account/edit') {
  renderWithProviders(<AccountMenu />, { store: setupStore(), messages, session: testSession(role), route });
  const nav = screen.getByRole('navigation', { name: 'My account' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('AccountMenu', () => {
  it('shows a customer (Klant) every account screen', () => {
    expect(linksFor('Klant')).toEqual([
      ['Account details', '/en/customer/account/edit'],
      ['Users', '/en/customer/account/users'],
      ['Addresses', '/en/customer/account/addresses'],
      ['Order history', '/en/customer/account/history'],
      ['Backorders', '/en/customer/account/backorders'],
      ['Invoices', '/en/customer/account/invoices'],
    ]);
  });

  it('shows marketing edit, history and backorders', () => {
    expect(linksFor('MarketingKlant')).toEqual([
      ['Account details', '/en/customer/account/edit'],
      ['Order history', '/en/customer/account/history'],
      ['Backorders', '/en/customer/account/backorders'],
    ]);
  });

  it('shows staff only the edit page', () => {
    expect(linksFor('PersoneelKlant')).toEqual([['Account details', '/en/customer/account/edit']]);
  });

  it("shows a salesman only his own edit page, marked as current", () => {
    expect(linksFor('Vertegenwoordiger', '/en/salesman/account/edit')).toEqual([['Account details', '/en/salesman/account/edit']]);
    expect(screen.getByRole('link', { name: 'Account details' })).toHaveAttribute('aria-current', 'page');
  });
});
