import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'shared-kernel';
import { renderShell } from '../test/renderShell';
import { RemoteRoute } from './RemoteRoute';
import { IncompatibleRemoteError, loadRemoteApp } from '../lib/loadRemote';

jest.mock('../lib/loadRemote', () => {
  const actual = jest.requireActual('../lib/loadRemote');
  return { ...actual, loadRemoteApp: jest.fn() };
});
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

function fakeParcel() {
  const mounted: Record<string, unknown>[] = [];
  // the element mounted into (an update's props carry none, like the shell's)
  let root: HTMLElement | null = null;
  return {
    mounted,
    module: {
      contractVersion: '1.0.0',
      bootstrap: async () => undefined,
      mount: async (props: object) => {
        const p = props as Record<string, unknown>;
        mounted.push(p);
        root = p.domElement as HTMLElement;
        root.innerHTML = '<h1>Remote content</h1>';
      },
      unmount: async () => {
        if (root) root.innerHTML = '';
      },
      update: async (_props: object): Promise<void> => undefined,
    },
  };
}

describe('RemoteRoute', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('mounts the parcel with the shell props', async () => {
    const p = fakeParcel();
    load.mockResolvedValue(p.module);
    const config = { prepaymentBank: { accountHolder: 'Holder', iban: 'NL00 TEST 0000 0000 00', bic: 'TESTNL2A' } };
    renderShell(<RemoteRoute remote="account" session={null} locale="en" apiBaseUrl="http://api.test" config={config} />, { route: '/en/customer', path: '/en/customer' });
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(p.mounted[0]).toMatchObject({ locale: 'en', routeBase: '/en', apiBaseUrl: 'http://api.test', config });
    expect(typeof p.mounted[0].navigate).toBe('function');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('shows the fallback with a retry when the remote is unreachable, and retries', async () => {
    const p = fakeParcel();
    load.mockRejectedValueOnce(new Error('ScriptExternalLoadError')).mockResolvedValueOnce(p.module);
    renderShell(<RemoteRoute remote="catalogue" session={null} locale="en" apiBaseUrl="http://api.test" />, { route: '/en/search', path: '/en/search' });
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('This part of the portal is not available right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('catalogue', true);
  });

  it('tells an incompatible contract apart', async () => {
    load.mockRejectedValue(new IncompatibleRemoteError('basket', '2.0.0'));
    renderShell(<RemoteRoute remote="basket" session={null} locale="en" apiBaseUrl="http://api.test" />, { route: '/en/x', path: '/en/x' });
    await waitFor(() => expect(screen.getByTestId('remote-fallback')).toHaveTextContent('version that does not fit'));
  });

  it('hands the parcel an address that changed while it was still mounting (a menu link clicked meanwhile)', async () => {
    const p = fakeParcel();
    const mount = p.module.mount;
    let finishMount: (() => void) | undefined;
    p.module.mount = (props: object) => new Promise<void>((resolve) => (finishMount = () => void mount(props).then(resolve)));
    const updates: Record<string, unknown>[] = [];
    p.module.update = async (props: object) => {
      updates.push(props as Record<string, unknown>);
    };
    load.mockResolvedValue(p.module);
    function MenuLink() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/en/admin/service-requests')}>Service requests</button>;
    }
    renderShell(
      <>
        <RemoteRoute remote="admin" session={null} locale="en" apiBaseUrl="http://api.test" />
        <MenuLink />
      </>,
      { route: '/en/admin', path: '/en/admin/*' },
    );
    await waitFor(() => expect(finishMount).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Service requests' }));
    finishMount?.();
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(p.mounted[0].location).toMatchObject({ pathname: '/en/admin' });
    await waitFor(() => expect(updates.at(-1)?.location).toMatchObject({ pathname: '/en/admin/service-requests' }));
  });

  it('gives the parcel an address that changed during an update once that update is done', async () => {
    const p = fakeParcel();
    const updates: Record<string, unknown>[] = [];
    const finishers: (() => void)[] = [];
    p.module.update = (props: object) =>
      new Promise<void>((resolve) => {
        updates.push(props as Record<string, unknown>);
        finishers.push(resolve);
      });
    load.mockResolvedValue(p.module);
    function Links() {
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/en/admin/users')}>Users</button>
          <button onClick={() => navigate('/en/admin/coupons')}>Coupons</button>
        </>
      );
    }
    renderShell(
      <>
        <RemoteRoute remote="admin" session={null} locale="en" apiBaseUrl="http://api.test" />
        <Links />
      </>,
      { route: '/en/admin', path: '/en/admin/*' },
    );
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Users' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    // the second address arrives while the first update is still on its way: single-spa refuses an update then
    await userEvent.click(screen.getByRole('button', { name: 'Coupons' }));
    expect(updates).toHaveLength(1);
    finishers[0]();
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1].location).toMatchObject({ pathname: '/en/admin/coupons' });
  });

  it('unmounts a parcel whose route was left while it was still mounting', async () => {
    const p = fakeParcel();
    const mount = p.module.mount;
    let finishMount: (() => void) | undefined;
    p.module.mount = (props: object) => new Promise<void>((resolve) => (finishMount = () => void mount(props).then(resolve)));
    const unmounted = jest.fn();
    p.module.unmount = async () => unmounted();
    load.mockResolvedValue(p.module);
    const { unmount } = renderShell(<RemoteRoute remote="admin" session={null} locale="en" apiBaseUrl="http://api.test" />, { route: '/en/admin', path: '/en/admin' });
    await waitFor(() => expect(finishMount).toBeDefined());
    unmount();
    expect(unmounted).not.toHaveBeenCalled();
    finishMount?.();
    await waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1));
  });

  it('shows the fallback when the parcel crashes while mounting', async () => {
    const p = fakeParcel();
    p.module.mount = async () => {
      throw new Error('boom');
    };
    load.mockResolvedValue(p.module);
    renderShell(<RemoteRoute remote="admin" session={null} locale="en" apiBaseUrl="http://api.test" />, { route: '/en/admin', path: '/en/admin' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });
});
