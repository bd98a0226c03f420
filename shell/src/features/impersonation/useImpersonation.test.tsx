import { act, screen } from '@testing-library/react';
import { getToken, pageNavigation, portalFetch, readOriginalSession, writeOriginalSession, writeSession } from 'shared-kernel';
import { testSession } from 'shared-kernel/test-utils';
import { renderShell } from '../../test/renderShell';
import { useImpersonation } from './useImpersonation';

function Stop() {
  const { exit } = useImpersonation('en');
  return (
    <button type="button" onClick={() => void exit()}>
      stop
    </button>
  );
}

const staffAnswer = {
  AccessToken: 'salesman-fresh',
  ExpiresIn: 3600,
  Id: 'u-salesman',
  FirstName: 'Sam',
  LastName: 'Sales',
  Role: 'Vertegenwoordiger',
  Impersonated: false,
  CustomerKey: '',
  CustomerName: '',
  CustomerCurrencyCode: 'EUR',
  CustomerCurrencySymbol: '€',
  UserName: 'sales@x.test',
  CustomerIsWatching: 'false',
};

const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: status < 300 ? 'OK' : 'Error', text: async () => JSON.stringify(body), headers: new Headers() }) as unknown as Response;

/**
 * A fetch where RevertImpersonate waits until the test lets it answer, and every other call is refused with
 * a 401, as mock-api refuses the impersonation token once the stop has ended it.
 */
function serverEndingTheToken(revertStatus = 200) {
  let release: () => void = () => undefined;
  const revertSent = new Promise<void>((sent) => {
    globalThis.fetch = (async (input: string | URL) => {
      if (!String(input).includes('Account/RevertImpersonate')) return answer(401, { Message: 'Authorization has been denied for this request.' });
      sent();
      await new Promise<void>((r) => (release = r));
      return revertStatus === 200 ? answer(200, staffAnswer) : answer(revertStatus, { Message: 'Authorization has been denied for this request.' });
    }) as typeof fetch;
  });
  return { revertSent, release: () => release() };
}

describe('stopping an impersonation', () => {
  let reload: jest.SpyInstance;
  let assign: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    writeOriginalSession(testSession('Vertegenwoordiger', { token: 'salesman', userId: 'u-salesman' }));
    writeSession(testSession('Klant', { token: 'impersonation', impersonated: true }));
    reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    reload.mockRestore();
    assign.mockRestore();
  });

  it("is not a sign-out when a remote's request with the ending token is refused before the stop's answer", async () => {
    const server = serverEndingTheToken();
    renderShell(<Stop />, { route: '/en/customer', path: '/en/customer' });
    act(() => screen.getByRole('button', { name: 'stop' }).click());
    await server.revertSent;
    // a remote's GET basket, sent with the impersonation token after the server ended it
    const refused = await portalFetch({ url: 'basket' });
    expect('error' in refused && refused.error.status).toBe(401);
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('impersonation');
    await act(async () => server.release());
    expect(getToken()).toBe('salesman-fresh');
    expect(readOriginalSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/en/salesman');
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs out when the stop itself is refused (the impersonation had ended already)', async () => {
    const server = serverEndingTheToken(401);
    renderShell(<Stop />, { route: '/en/customer', path: '/en/customer' });
    act(() => screen.getByRole('button', { name: 'stop' }).click());
    await server.revertSent;
    await act(async () => server.release());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
