import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { SalesmanPreOrdersOverview } from './SalesmanPreOrdersOverview';
import { paged, preOrder, sheet } from '../../../test/fixtures';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const routes = () =>
  mockFetch([
    {
      path: /\/api\/en\/PreOrder\?/,
      body: (url: URL) =>
        paged([preOrder(url.searchParams.get('Page') === '2' ? 13 : 1, { UnreadMessages: 2, HasUnReadMessages: true })], Number(url.searchParams.get('Page')), 2, {
          Filters: [{ Name: 'Brands', Items: [{ Value: 'ALP', DisplayValue: 'Alpha Outdoor', IsSelected: false, Count: 4 }, { Value: 'BRV', DisplayValue: 'Bravo', IsSelected: false, Count: 2 }] }],
        }),
    },
    { path: /\/api\/en\/PreOrder\/forecasted\?/, body: paged([preOrder(5, { CustomerKey: 'C0002', Customer: 'Demo Sports' })]) },
    { path: /\/api\/en\/PreOrderSheet\?/, body: paged([sheet(7, { Name: 'Alpha Winter' })]) },
    { path: /\/api\/en\/country\/available/, body: [{ Iso2: 'BE', OverviewName: 'Belgium' }, { Iso2: 'NL', OverviewName: 'Netherlands' }] },
  ]);

const render = (route = '/en/salesman/pre-orders') =>
  renderWithProviders(
    <>
      <SalesmanPreOrdersOverview />
      <Search />
    </>,
    { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route },
  );

const runningCalls = (calls: { url: URL }[]) => calls.filter((c) => /\/PreOrder$/.test(c.url.pathname));

describe('SalesmanPreOrdersOverview', () => {
  it('reads the filters from the URL and sends them as the query, 12 per page', async () => {
    const { calls } = routes();
    render('/en/salesman/pre-orders?brands=ALP&State=1,2&customer=Demo&country=BE&mySheetsOnly=true');
    const table = await screen.findByRole('table', { name: 'Running negotiations' });
    expect(await within(table).findByRole('link', { name: /Customer 1/ })).toHaveAttribute('href', '/en/salesman/pre-orders/edit/1');
    expect(within(table).getByText('2 unread messages')).toBeInTheDocument();
    const q = runningCalls(calls)[0].url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ Page: '1', PageSize: '12', brands: 'ALP', State: '1,2', customer: 'Demo', country: 'BE', mySheetsOnly: 'true', myCustomersOnly: 'true' });
    expect(q.has('hasNewMessages')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Alpha Outdoor (4)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'My sheets only' })).toBeChecked();
  });

  it('writes changed filters to the URL, sends them and goes back to page 1', async () => {
    const { calls } = routes();
    render();
    await screen.findByRole('link', { name: /Customer 1/ });
    expect(runningCalls(calls)[0].url.searchParams.get('State')).toBe('0,1,2');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: /Customer 13/ })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('page=2');
    expect(runningCalls(calls).at(-1)?.url.searchParams.get('Page')).toBe('2');

    await user.click(screen.getByRole('checkbox', { name: 'Has new messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'My customers only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bravo (2)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Closed' }));
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ hasNewMessages: 'true', myCustomersOnly: 'false', brands: 'BRV', State: '3' });
    await screen.findByRole('link', { name: /Customer 1/ });
    const q = runningCalls(calls).at(-1)!.url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ Page: '1', PageSize: '12', hasNewMessages: 'true', myCustomersOnly: 'false', brands: 'BRV', State: '3' });
  });

  it('sends the customer filter after typing settles', async () => {
    const { calls } = routes();
    render();
    await screen.findByRole('link', { name: /Customer 1/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Customer' }), 'Sports');
    await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'search' && el.textContent === '?customer=Sports', undefined, { timeout: 2000 });
    await screen.findByRole('link', { name: /Customer 1/ });
    expect(runningCalls(calls).at(-1)?.url.searchParams.get('customer')).toBe('Sports');
  });

  it('lists assignable pre-orders and open sheets with actions to the create page', async () => {
    const { calls } = routes();
    render();
    const forecasted = await screen.findByRole('table', { name: 'Assignable pre-orders' });
    expect(await within(forecasted).findByRole('link', { name: 'Assign pre-order Winter 2025 for Demo Sports' })).toHaveAttribute('href', '/en/salesman/pre-orders/create?customerKey=C0002&id=5');
    const sheets = screen.getByRole('table', { name: 'Available sheets' });
    expect(await within(sheets).findByRole('link', { name: 'Create a pre-order on Alpha Winter' })).toHaveAttribute('href', '/en/salesman/pre-orders/create?sheetId=7');
    const forecastCall = calls.find((c) => c.url.pathname.endsWith('/PreOrder/forecasted'))!;
    expect(forecastCall.url.searchParams.get('PageSize')).toBe('12');
    const sheetCall = calls.find((c) => c.url.pathname.endsWith('/PreOrderSheet') && c.url.searchParams.get('State') === '0')!;
    expect(sheetCall.url.searchParams.get('PageSize')).toBe('12');
  });
});
