import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type Session, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import type { DraftDetail, DraftSummary } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { companyUser, draftSummary } from '../test/fixtures';
import { DraftsPage } from './DraftsPage';

const own = draftSummary(1, { SharedWith: [{ Id: 'u-anna', Name: 'Anna Peeters' }] });
const shared = draftSummary(2, { Name: 'From Bram', OwnerId: 'u-bram', OwnerName: 'Bram Maes', IsOwner: false });

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function setup(opts: { drafts?: DraftSummary[] | (() => DraftSummary[]); status?: number; routes?: MockRoute[]; session?: Session; locale?: 'en' | 'nl' | 'fr' } = {}) {
  const list = opts.drafts ?? [own, shared];
  const fetchMock = mockFetch([
    ...(opts.routes ?? []),
    { path: /\/basket\/drafts$/, status: opts.status ?? 200, body: typeof list === 'function' ? list : () => list },
  ]);
  const toasts: ToastRequest[] = [];
  const events: unknown[] = [];
  cleanups.push(on('toast', (t) => toasts.push(t)), on('basket.changed', (d) => events.push(d)));
  const locale = opts.locale ?? 'en';
  renderWithProviders(<DraftsPage />, { store: setupStore(), messages, session: opts.session ?? testSession('Klant'), locale, route: `/${locale}/customer/basket/drafts` });
  return { ...fetchMock, toasts, events };
}

describe('DraftsPage', () => {
  it('lists own and shared drafts with contents, total, owner and shares', async () => {
    setup();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Draft 1');
    expect(rows[1]).toHaveTextContent('Shared with Anna Peeters');
    expect(rows[1]).toHaveTextContent('2 lines, 3 pieces');
    expect(rows[1]).toHaveTextContent('€ 270.00');
    expect(rows[2]).toHaveTextContent('Shared by Bram Maes');
    // only the owner shares and deletes
    expect(screen.getByRole('button', { name: 'Share Draft 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share From Bram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete From Bram' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore From Bram' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the basket' })).toHaveAttribute('href', '/en/customer/basket/overview');
  });

  it('shows the empty state (fr)', async () => {
    setup({ drafts: [], locale: 'fr' });
    expect(await screen.findByText(/Vous n'avez pas encore de panier brouillon/)).toBeInTheDocument();
  });

  it('shows the error state with retry (nl)', async () => {
    setup({ status: 500, locale: 'nl' });
    expect(await screen.findByText('De conceptmandjes konden niet worden geladen. Probeer het later opnieuw.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /opnieuw|Retry|Probeer/i })).toBeInTheDocument();
  });

  it('marketing sees no prices and cannot restore', async () => {
    setup({ drafts: [{ ...shared, TotalCents: null }], session: testSession('MarketingKlant') });
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: "Total (today's prices)" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  });

  it('restores with replace: toast, basket.changed and the skipped lines', async () => {
    const { calls, toasts, events } = setup({
      routes: [
        {
          method: 'POST',
          path: /\/basket\/drafts\/1\/restore$/,
          body: { Errors: ['Jacket Navy (M) is not available.'], Details: [{ ProductVariantId: 11, ProductName: 'Jacket', ProductColorName: 'Navy', ProductSize: 'S', Amount: 2 }], BasketCount: 2 },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Draft 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore "Draft 1"' });
    expect(within(dialog).getByRole('radio', { name: /Replace the basket/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(events).toEqual([{}]));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Mode: 'replace' });
    expect(toasts.map((t) => t.text)).toEqual(['"Draft 1" restored: 1 line added to the basket.', '1 line was skipped.']);
    expect(await screen.findByTestId('draft-skipped-lines')).toHaveTextContent('Jacket Navy (M) is not available.');
  });

  it('restores with merge', async () => {
    const { calls } = setup({ routes: [{ method: 'POST', path: /\/restore$/, body: { Errors: [], Details: [], BasketCount: 0 } }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore From Bram' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Add to the basket/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Mode: 'merge' }));
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toMatch(/\/basket\/drafts\/2\/restore$/);
  });

  it('shares with colleagues chosen from the company users (not me, not blocked) and shows a field error', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.UserIds': ['These users cannot receive the draft: x.'] } } };
    const routes: MockRoute[] = [
      { path: /\/customer\/C0001\/user$/, body: [companyUser('user-Klant', 'Me', 'Klant'), companyUser('u-anna', 'Anna'), companyUser('u-bram', 'Bram', 'MarketingKlant'), companyUser('u-blocked', 'Blocked', 'PersoneelKlant', { IsBlocked: true })] },
      // the PUT answers what `answer` holds at the time
      {
        method: 'PUT',
        path: /\/basket\/drafts\/1\/share$/,
        get status() {
          return answer.status;
        },
        body: () => answer.body,
      },
    ];
    const { calls, toasts } = setup({ routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Share Draft 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share "Draft 1"' });
    const anna = await within(dialog).findByRole('checkbox', { name: /Anna Peeters/ });
    expect(anna).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /Me Peeters/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Blocked/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Bram Peeters/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    expect(await within(dialog).findByText('These users cannot receive the draft: x.')).toBeInTheDocument();
    answer = { status: 200, body: own };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    await waitFor(() => expect(toasts.map((t) => t.text)).toEqual(['Sharing of "Draft 1" saved (2 colleagues).']));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ UserIds: ['u-anna', 'u-bram'] }, { UserIds: ['u-anna', 'u-bram'] }]);
  });

  it('deletes after confirmation and reloads the list', async () => {
    let list = [own, shared];
    const { calls, toasts } = setup({ drafts: () => list, routes: [{ method: 'DELETE', path: /\/basket\/drafts\/1$/, body: undefined }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Draft 1' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the draft "Draft 1"? This cannot be undone.');
    list = [shared];
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.map((t) => t.text)).toEqual(['Draft "Draft 1" deleted.']));
    await waitFor(() => expect(screen.queryByText('Draft 1')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the lines of a draft with the reason a line cannot be ordered', async () => {
    const detail: DraftDetail = {
      ...own,
      Lines: [
        { ProductVariantId: 11, ProductId: 1, ProductGroupId: 1, ProductName: 'Alpine Jacket', ProductColorName: 'Navy', ProductSize: 'M', Sku: 'SKU-11', Amount: 2, UnitCents: 10000, TotalCents: 20000, Error: null },
        { ProductVariantId: 12, ProductId: 2, ProductGroupId: 2, ProductName: 'Cliff Pants', ProductColorName: 'Grey', ProductSize: '32', Sku: 'SKU-12', Amount: 1, UnitCents: 7000, TotalCents: 7000, Error: 'Cliff Pants Grey (32) is not available.' },
      ],
    };
    setup({ routes: [{ path: /\/basket\/drafts\/1$/, body: detail }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Show lines of Draft 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lines of "Draft 1"' });
    expect(await within(dialog).findByText('Alpine Jacket')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('€ 200.00');
    expect(dialog).toHaveTextContent('Cliff Pants Grey (32) is not available.');
  });
});
