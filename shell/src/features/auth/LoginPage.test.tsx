import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from 'shared-kernel/test-utils';
import { readSession } from 'shared-kernel';
import { renderShell } from '../../test/renderShell';
import { LoginPage } from './LoginPage';

const loginAnswer = {
  access_token: 'tok',
  token_type: 'bearer',
  expires_in: 3600,
  id: 'u1',
  firstName: 'Sam',
  lastName: 'Seller',
  role: 'Vertegenwoordiger',
  impersonated: false,
  customerKey: '',
  customerName: '',
  customerCurrencyCode: 'EUR',
  customerCurrencySymbol: '€',
  userName: 'salesman',
  customerIsWatching: 'false',
};

describe('LoginPage', () => {
  it('keeps the button disabled while the user name is empty', async () => {
    renderShell(<LoginPage locale="en" />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('User name'), 'x');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the failure message above the form', async () => {
    mockFetch([{ method: 'POST', path: /\/token$/, status: 400, body: { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' } }]);
    renderShell(<LoginPage locale="en" />);
    await userEvent.type(screen.getByLabelText('User name'), 'customer');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user name or password is incorrect.');
    expect(readSession()).toBeNull();
  });

  it('stores the session and goes home by role, or to the redirect value', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: /\/token$/, body: loginAnswer }]);
    renderShell(<LoginPage locale="en" />);
    await userEvent.type(screen.getByLabelText('User name'), 'salesman');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/salesman'));
    expect(readSession()?.token).toBe('tok');
    expect(String(calls[0].body)).toContain('grant_type=password');
  });

  it('follows a local redirect value only', async () => {
    mockFetch([{ method: 'POST', path: /\/token$/, body: loginAnswer }]);
    renderShell(<LoginPage locale="en" />, { route: '/en/login?redirect=%2F%2Fevil.test' });
    await userEvent.type(screen.getByLabelText('User name'), 'salesman');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/salesman'));
  });
});
