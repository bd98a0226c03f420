import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { draftSummary } from '../test/fixtures';
import { SaveDraftButton } from './SaveDraftButton';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function setup(routes: MockRoute[], locale: 'en' | 'nl' | 'fr' = 'en') {
  const fetchMock = mockFetch(routes);
  const toasts: ToastRequest[] = [];
  cleanups.push(on('toast', (t) => toasts.push(t)));
  renderWithProviders(<SaveDraftButton />, { store: setupStore(), messages, session: testSession('Klant'), locale });
  return { ...fetchMock, toasts };
}

const summary = draftSummary(7, { Name: 'Spring' });

describe('SaveDraftButton', () => {
  it('saves the basket under the trimmed name and confirms with a toast', async () => {
    const { calls, toasts } = setup([{ method: 'POST', path: /\/basket\/drafts$/, status: 201, body: summary }]);
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save basket as draft' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Spring  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'success', text: 'Draft "Spring" saved.' })]));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Name: 'Spring' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a name before calling the API', async () => {
    const { calls } = setup([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the ModelState field error on the name and the general list above it', async () => {
    setup([{ method: 'POST', path: /\/basket\/drafts$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.Name': ["You already have a draft named 'Spring'."] } } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText("You already have a draft named 'Spring'.")).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the empty-basket error as a general error (nl)', async () => {
    setup([{ method: 'POST', path: /\/basket\/drafts$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { model: ['The basket is empty.'] } } }], 'nl');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Winkelmandje opslaan als concept' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Concept opslaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The basket is empty.');
  });
});
