import { screen } from '@testing-library/react';
import { Route, Routes, writeSession } from 'shared-kernel';
import { testSession } from 'shared-kernel/test-utils';
import { renderShell } from '../../test/renderShell';
import { PublicOnly, RequireAuth } from './guards';

/** The /{locale} routes the way App.tsx nests them under the guards, with stand-in pages. */
function LocaleRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly locale="en" />}>
        <Route path="login" element={<h1>Login page</h1>} />
      </Route>
      <Route element={<RequireAuth locale="en" />}>
        <Route index element={<h1>Home</h1>} />
        <Route path="*" element={<h1>Protected page</h1>} />
      </Route>
    </Routes>
  );
}

function renderAt(route: string) {
  return renderShell(<LocaleRoutes />, { route, path: '/en/*' });
}

const location = () => screen.getByTestId('location');

describe('RequireAuth', () => {
  it('sends a visitor without a session to /login with the wanted path and query as redirect', () => {
    // spec section 2: "not logged in: sent to /login with a redirect query"
    renderAt('/en/customer/account/edit?tab=users&page=2');
    expect(location()).toHaveTextContent(/^\/en\/login\?redirect=%2Fen%2Fcustomer%2Faccount%2Fedit%3Ftab%3Dusers%26page%3D2$/);
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Protected page' })).not.toBeInTheDocument();
  });

  it('treats an expired session as signed out', () => {
    writeSession(testSession('Klant', { expiresAt: Date.now() - 1000 }));
    renderAt('/en/customer/basket/overview');
    expect(location()).toHaveTextContent(/^\/en\/login\?redirect=%2Fen%2Fcustomer%2Fbasket%2Foverview$/);
  });

  it('renders the protected page for a signed-in user', () => {
    writeSession(testSession('Klant'));
    renderAt('/en/customer/account/edit?tab=users');
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/en\/customer\/account\/edit\?tab=users$/);
  });
});

describe('PublicOnly', () => {
  it('shows the login page to a visitor without a session', () => {
    renderAt('/en/login?redirect=%2Fnl%2Fcustomer%2Faccount%2Fedit');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/en/login?redirect=');
  });

  it('sends a signed-in user opening /login to /{locale}', () => {
    // spec section 2: "a logged-in user opening /login goes to /"
    writeSession(testSession('Vertegenwoordiger'));
    renderAt('/en/login');
    expect(location()).toHaveTextContent(/^\/en$/);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('sends a signed-in user to the local redirect value when there is one', () => {
    writeSession(testSession('Klant'));
    renderAt('/en/login?redirect=%2Fnl%2Fcustomer%2Faccount%2Fedit');
    expect(location()).toHaveTextContent(/^\/nl\/customer\/account\/edit$/);
  });

  it.each([
    ['a protocol-relative address', '%2F%2Fevil.example'],
    ['a protocol-relative address with a path', '%2F%2Fevil.example%2Fen%2Fcustomer'],
    ['a backslash address', '%2F%5Cevil.example'],
    ['an absolute address', 'https%3A%2F%2Fevil.example%2F'],
  ])('ignores %s as redirect and goes to /{locale}', (_, redirect) => {
    writeSession(testSession('Klant'));
    renderAt(`/en/login?redirect=${redirect}`);
    expect(location()).toHaveTextContent(/^\/en$/);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
