import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, Route, Routes, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { ContactPage } from './ContactPage';
import { BRANDS } from '../../../test/fixtures';

// every brand of the portal (GET brand?all=true), also those the customer may not order yet
const brands = BRANDS;

function routes(post: Partial<MockRoute> = {}): MockRoute[] {
  return [
    { path: /\/api\/en\/brand\?all=true$/, body: brands },
    { method: 'POST', path: /\/api\/en\/customer\/contact$/, body: undefined, ...post },
  ];
}

const render = (route = '/en/contact') =>
  renderWithProviders(
    <Routes>
      <Route path="/contact/:brand?" element={<ContactPage />} />
    </Routes>,
    { store: setupStore(), messages, route },
  );

describe('ContactPage', () => {
  it('shows the brand multi-select only for an access request', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    const occasion = screen.getByRole('group', { name: 'What is it about?' });
    expect(within(occasion).getByRole('radio', { name: 'Contact' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Brands' })).not.toBeInTheDocument();
    await user.click(within(occasion).getByRole('radio', { name: 'Complaint' }));
    expect(screen.queryByRole('group', { name: 'Brands' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/brand'))).toBe(false);

    await user.click(within(occasion).getByRole('radio', { name: 'Request access to products' }));
    const group = await screen.findByRole('group', { name: 'Brands' });
    expect(within(group).getByRole('checkbox', { name: 'Alpine Wear' })).not.toBeChecked();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    // the brands of the whole portal, not only the customer's own
    const brandCalls = calls.filter((c) => c.url.pathname.endsWith('/brand'));
    expect(brandCalls).toHaveLength(1);
    expect(brandCalls[0].url.searchParams.get('all')).toBe('true');

    await user.click(within(occasion).getByRole('radio', { name: 'Contact' }));
    expect(screen.queryByRole('group', { name: 'Brands' })).not.toBeInTheDocument();
  });

  it('preselects the access request and the brand of the route, and sends them', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render('/en/contact/CST');
    expect(screen.getByRole('radio', { name: 'Request access to products' })).toBeChecked();
    const group = await screen.findByRole('group', { name: 'Brands' });
    expect(within(group).getByRole('checkbox', { name: 'Coastline' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Alpine Wear' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Alpine Wear' }));
    await user.type(screen.getByLabelText('Remarks'), 'We would like to sell these brands.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      Occasion: 2,
      Brands: [
        { Name: 'Alpine Wear', Code: 'ALP' },
        { Name: 'Coastline', Code: 'CST' },
      ],
      Question: 'We would like to sell these brands.',
    });
  });

  it('preselects the brand of a Brand query value as well', async () => {
    mockFetch(routes());
    render('/en/contact?Brand=ALP');
    expect(screen.getByRole('radio', { name: 'Request access to products' })).toBeChecked();
    const group = await screen.findByRole('group', { name: 'Brands' });
    expect(within(group).getByRole('checkbox', { name: 'Alpine Wear' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Coastline' })).not.toBeChecked();
  });

  it('offers a route brand the list does not hold (unknown code)', async () => {
    mockFetch(routes());
    render('/en/contact/NEW');
    const group = await screen.findByRole('group', { name: 'Brands' });
    expect(within(group).getByRole('checkbox', { name: 'NEW' })).toBeChecked();
  });

  it('replaces the form with the success message after sending', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    await user.type(screen.getByLabelText('Remarks'), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your message')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Remarks')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Occasion: 0, Brands: [], Question: 'Where is my order?' });
  });

  it('requires remarks, and a brand for an access request, before sending', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Remarks')).toHaveAccessibleDescription('Please enter your question or remarks.');
    await user.click(screen.getByRole('radio', { name: 'Request access to products' }));
    await screen.findByRole('group', { name: 'Brands' });
    await user.type(screen.getByLabelText('Remarks'), 'Access please');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose at least one brand.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the form and shows the server error when sending fails', async () => {
    const user = userEvent.setup();
    mockFetch(routes({ status: 400, body: { Message: 'invalid', ModelState: { 'model.Question': ['The question is too long.'] } } }));
    render();
    await user.type(screen.getByLabelText('Remarks'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The question is too long.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a server error of no field here above the form, and toasts a failure without ModelState', async () => {
    const user = userEvent.setup();
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    const { calls } = mockFetch(routes({ status: 400, body: { Message: 'invalid', ModelState: { 'model.Email': ['Your account has no e-mail address.'] } } }));
    render();
    await user.type(screen.getByLabelText('Remarks'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has no e-mail address.');
    expect(toasts).toEqual([]);

    mockFetch(routes({ status: 500, body: {} }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'Your message could not be sent. Please try again later.', duration: 4000 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Remarks')).toHaveValue('x');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    off();
  });
});
