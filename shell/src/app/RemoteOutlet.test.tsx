import { screen } from '@testing-library/react';
import { Route, Routes, writeSession } from 'shared-kernel';
import { testSession } from 'shared-kernel/test-utils';
import { renderShell } from '../test/renderShell';
import { RemoteOutlet } from './RemoteOutlet';

jest.mock('../components/RemoteRoute', () => ({
  RemoteRoute: ({ remote, config }: { remote: string; config?: unknown }) => (
    <h1>
      Remote {remote} {JSON.stringify(config)}
    </h1>
  ),
}));

function renderAt(route: string) {
  return renderShell(
    <Routes>
      <Route index element={<h1>Home</h1>} />
      <Route path="*" element={<RemoteOutlet locale="en" />} />
    </Routes>,
    { route, path: '/en/*' },
  );
}

afterEach(() => localStorage.clear());

describe('RemoteOutlet guard', () => {
  it('keeps a customer out of the salesman area (spec section 6)', () => {
    writeSession(testSession('Klant'));
    renderAt('/en/salesman/pre-orders/create?customerKey=C0001');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('lets an impersonating admin or salesman reach the New pre-order page, and only that salesman page', () => {
    writeSession(testSession('Klant', { impersonated: true }));
    renderAt('/en/salesman/pre-orders/create?customerKey=C0001');
    expect(screen.getByRole('heading', { name: /^Remote preorders/ })).toBeInTheDocument();
  });

  it.each(['/en/salesman/pre-orders', '/en/salesman/pre-orders/edit/4', '/en/salesman', '/en/admin/pre-orders/create'])('still guards %s while impersonating', (route) => {
    writeSession(testSession('Klant', { impersonated: true }));
    renderAt(route);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it("passes the remotes the config.json settings they use (no bank account in the tests' config)", () => {
    writeSession(testSession('Klant'));
    renderAt('/en/customer/basket/checkout');
    expect(screen.getByRole('heading', { name: 'Remote basket {"prepaymentBank":null}' })).toBeInTheDocument();
  });
});
