import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type Session, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AccountEditPage } from './AccountEditPage';
import { makeUser } from '../../../test/fixtures';
import { makeCustomer } from '../test/fixtures';

const user = makeUser();
const customer = makeCustomer();
const salesman = makeUser({ Id: 'user-Vertegenwoordiger', FirstName: 'Sam', LastName: 'Sales', Role: 'Vertegenwoordiger', SalesTakerCode: 'ST12', CustomerId: null, IsMainAccount: false });

let toasts: ToastRequest[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  off = on('toast', (t) => toasts.push(t));
});
afterEach(() => off());

function routes(extra: MockRoute[] = [], me: object = user): MockRoute[] {
  return [
    ...extra,
    { path: /^\/api\/Account$/, body: me },
    { path: /^\/api\/en\/customer\/C0001$/, body: customer },
  ];
}

function renderPage(session: Session = testSession('Klant')) {
  return renderWithProviders(<AccountEditPage />, { store: setupStore(), messages, session, route: '/en/customer/account/edit' });
}

describe('AccountEditPage', () => {
  it('shows personal, password, company and extra sections to a customer, e-mail read only', async () => {
    mockFetch(routes());
    renderPage();
    expect(await screen.findByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Last name')).toHaveValue('Peeters');
    expect(screen.getByLabelText('Function')).toHaveValue('2');
    expect(screen.getByRole('option', { name: 'Director' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Sales-taker code')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Company data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Extra data' })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer number')).toHaveValue('10001');
    expect(screen.getByLabelText('Customer number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Commercial name')).toHaveValue('Demo Fashion');
    expect(screen.getByLabelText('Receive invoices by e-mail')).toBeChecked();
  });

  it('keeps the password button disabled until all three fields are filled, then changes the password', async () => {
    const { calls } = mockFetch(routes([{ method: 'POST', path: /^\/api\/Account\/ChangePassword$/, body: undefined }]));
    renderPage();
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button).toBeDisabled();
    expect(screen.getByText('At least 6 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'demo1234');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New password'), 'secret99');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret99');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'Your password has been changed.', duration: 3000 }));
    const call = calls.find((c) => c.url.pathname === '/api/Account/ChangePassword');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ OldPassword: 'demo1234', NewPassword: 'secret99', ConfirmPassword: 'secret99' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(button).toBeDisabled();
  });

  it('shows the field error of a wrong old password beside the field, with the Message and general text as toast', async () => {
    mockFetch(
      routes([
        {
          method: 'POST',
          path: /^\/api\/Account\/ChangePassword$/,
          status: 400,
          body: { Message: 'The request is invalid.', ModelState: { 'model.OldPassword': ['Incorrect password.', 'second'] } },
        },
      ]),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong1');
    await userEvent.type(screen.getByLabelText('New password'), 'secret99');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret99');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toContainEqual({ kind: 'error', text: 'The request is invalid. An error has occurred. If the problem remains, contact the administrator.', duration: 4000 });
    expect(toasts.some((t) => t.kind === 'success')).toBe(false);
  });

  it('saves the personal data with a success toast', async () => {
    const { calls } = mockFetch(routes([{ method: 'PUT', path: /^\/api\/Account$/, body: { ...user, FirstName: 'Anne' } }]));
    renderPage();
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Anne');
    await userEvent.selectOptions(screen.getByLabelText('Function'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save personal data' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'Your personal data has been saved.', duration: 3000 }));
    const put = calls.find((c) => c.method === 'PUT' && c.url.pathname === '/api/Account');
    expect(put?.body).toEqual({ FirstName: 'Anne', LastName: 'Peeters', Function: 4, PhoneNumber: '+32 3 123 45 67', Email: 'anna@demo.test' });
  });

  it('shows ModelState field errors of the personal data with the model. prefix stripped', async () => {
    mockFetch(
      routes([
        {
          method: 'PUT',
          path: /^\/api\/Account$/,
          status: 400,
          body: { Message: 'The request is invalid.', ModelState: { 'model.FirstName': ['First name is required.'], 'model.PhoneNumber': ['Too long.'] } },
        },
      ]),
    );
    renderPage();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save personal data' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required.');
    expect(toasts).toContainEqual({ kind: 'error', text: 'The request is invalid. An error has occurred. If the problem remains, contact the administrator.', duration: 4000 });
  });

  it('saves the company data through PUT customer/', async () => {
    const { calls } = mockFetch(routes([{ method: 'PUT', path: /^\/api\/en\/customer\/?$/, body: { ...customer, City: 'Gent' } }]));
    renderPage();
    const city = await screen.findByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Gent');
    await userEvent.click(screen.getByRole('button', { name: 'Save company data' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'Your company data has been saved.', duration: 3000 }));
    const put = calls.find((c) => c.method === 'PUT' && c.url.pathname.startsWith('/api/en/customer'));
    expect(put?.body).toEqual({
      Key: 'C0001',
      CommercialName: 'Demo Fashion',
      Street: 'Meir 1',
      Zipcode: '2000',
      City: 'Gent',
      Phone: '+32 3 000 00 00',
      Email: 'info@demo.test',
      UseEmailInvoiceTemplate: true,
      EmailInvoice: 'invoices@demo.test',
      FacebookFollowers: 1200,
      InstagramFollowers: 3400,
      Url: 'https://demo.test',
      WebshopUrl: null,
      PointOfSaleSystem: 'Lightspeed',
    });
  });

  it('shows a company field error beside the field', async () => {
    mockFetch(routes([{ method: 'PUT', path: /^\/api\/en\/customer\/?$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.Email': ['Invalid email address'] } } }]));
    renderPage();
    await screen.findByLabelText('Company e-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Save extra data' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Company e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses two different new passwords before calling the server', async () => {
    const { calls } = mockFetch(routes([{ method: 'POST', path: /^\/api\/Account\/ChangePassword$/, body: undefined }]));
    renderPage();
    await userEvent.type(screen.getByLabelText('Current password'), 'demo1234');
    await userEvent.type(screen.getByLabelText('New password'), 'secret99');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret98');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Entered passwords do not match!')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url.pathname === '/api/Account/ChangePassword')).toBe(false);
  });

  it('shows the general ModelState errors of a company save above the section saved, with the Message and general text as toast', async () => {
    mockFetch(routes([{ method: 'PUT', path: /^\/api\/en\/customer\/?$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { model: ['The customer is locked.'] } } }]));
    renderPage();
    await screen.findByLabelText('Company e-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Save extra data' }));
    const extra = screen.getByRole('heading', { name: 'Extra data' }).closest('section') as HTMLElement;
    expect(await within(extra).findByRole('alert')).toHaveTextContent('The customer is locked.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toasts).toContainEqual({ kind: 'error', text: 'The request is invalid. An error has occurred. If the problem remains, contact the administrator.', duration: 4000 });
    expect(screen.getByRole('button', { name: 'Save extra data' })).toBeEnabled();
  });

  it('gives a salesman the sales-taker code and no company or extra section', async () => {
    const { calls } = mockFetch(routes([{ method: 'PUT', path: /^\/api\/Account$/, body: salesman }], salesman));
    renderPage(testSession('Vertegenwoordiger'));
    const code = await screen.findByLabelText('Sales-taker code');
    expect(code).toHaveValue('ST12');
    expect(screen.queryByRole('heading', { name: 'Company data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Extra data' })).not.toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'ST99');
    await userEvent.click(screen.getByRole('button', { name: 'Save personal data' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ SalesTakerCode: 'ST99' });
    expect(calls.some((c) => c.url.pathname.includes('/customer'))).toBe(false);
  });

  it('shows staff no company section', async () => {
    const { calls } = mockFetch(routes([], { ...user, Role: 'PersoneelKlant', IsMainAccount: false }));
    renderPage(testSession('PersoneelKlant'));
    expect(await screen.findByLabelText('First name')).toHaveValue('Anna');
    expect(screen.queryByRole('heading', { name: 'Company data' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.includes('/customer'))).toBe(false);
    expect(within(document.body).queryByLabelText('Sales-taker code')).not.toBeInTheDocument();
  });

  it('shows an error with retry when the account cannot be loaded', async () => {
    mockFetch([{ path: /^\/api\/Account$/, status: 500, body: { Message: 'boom' } }, { path: /customer/, body: customer }]);
    renderPage();
    expect(await screen.findByText('Your account data could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
