import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockCall } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CustomerListPage } from './CustomerListPage';
import { emptyPage, paged } from '../../../test/fixtures';
import { makeShop } from '../test/fixtures';

const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('Page'));
  return paged([makeShop(page * 10 + 1)], { Page: page, PageEndIndex: 3, Pages: [1, 2, 3], TotalCount: 30, PageCount: 3 });
};

const listCalls = (calls: MockCall[]) => calls.filter((c) => /\/api\/en\/customer$/.test(c.url.pathname));
const last = (calls: MockCall[]) => listCalls(calls).at(-1)!.url.searchParams;

function renderAs(role: 'Admin' | 'Vertegenwoordiger') {
  const { calls } = mockFetch([{ path: /\/api\/en\/customer\?/, body: pageOf }]);
  renderWithProviders(<CustomerListPage />, { store: setupStore(), messages, session: testSession(role), route: '/en/salesman/customer-list' });
  return calls;
}

// typing with userEvent is slow on a busy machine
jest.setTimeout(20000);

describe('CustomerListPage', () => {
  it('shows the salesman the my-customers switch, on by default, with an empty search', async () => {
    const calls = renderAs('Vertegenwoordiger');
    const toggle = screen.getByRole('switch', { name: 'My customers only' });
    expect(toggle).toBeChecked();
    expect(await screen.findByText('Shop 11')).toBeInTheDocument();
    expect(last(calls).get('MyCustomersOnly')).toBe('true');
    expect(last(calls).get('searchTerm')).toBe('');
    expect(last(calls).get('PageSize')).toBe('12');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(last(calls).get('MyCustomersOnly')).toBe('false'));
  });

  it('has no my-customers switch for the admin and asks for all customers', async () => {
    const calls = renderAs('Admin');
    expect(await screen.findByText('Shop 11')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(last(calls).get('MyCustomersOnly')).toBe('false');
  });

  it('shows the columns and the buttons for details, users and log in as customer', async () => {
    renderAs('Admin');
    expect(await screen.findByText('Shop 11')).toBeInTheDocument();
    for (const name of ['Customer number', 'Name', 'Zip code', 'City', 'E-mail']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getByText('1011')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details of Shop 11' })).toHaveAttribute('href', '/en/salesman/customer-list/customer/C0011');
    expect(screen.getByRole('link', { name: 'Users of Shop 11' })).toHaveAttribute('href', '/en/salesman/users?customerKey=C0011');
    const requests: string[] = [];
    const off = on('impersonation.request', (d) => requests.push(d.customerKey));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in as Shop 11' }));
    off();
    expect(requests).toEqual(['C0011']);
  });

  it('searches only with more than 2 characters, 500 ms after typing stops', async () => {
    const calls = renderAs('Admin');
    await screen.findByText('Shop 11');
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(box, 'ab');
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(listCalls(calls).map((c) => c.url.searchParams.get('searchTerm'))).toEqual(['']);
    await user.type(box, 'c');
    // not at once: the search waits 500 ms
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(listCalls(calls).some((c) => c.url.searchParams.get('searchTerm') === 'abc')).toBe(false);
    await waitFor(() => expect(last(calls).get('searchTerm')).toBe('abc'));
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('goes back to page 1 when the search changes', async () => {
    const calls = renderAs('Admin');
    await screen.findByText('Shop 11');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Shop 21')).toBeInTheDocument();
    expect(last(calls).get('Page')).toBe('2');
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'shop');
    await waitFor(() => expect(last(calls).get('searchTerm')).toBe('shop'));
    expect(last(calls).get('Page')).toBe('1');
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state', async () => {
    mockFetch([{ path: /\/api\/en\/customer\?/, body: emptyPage() }]);
    renderWithProviders(<CustomerListPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/salesman/customer-list' });
    expect(await screen.findByText('No customers found.')).toBeInTheDocument();
  });
});
