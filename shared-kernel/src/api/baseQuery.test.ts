import { mockFetch } from '../test-utils/mockFetch';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, freezeJson, portalFetch } from './baseQuery';
import { pageNavigation } from '../util/pageNavigation';
import { setRuntime } from './runtime';
import { getToken, markTokenEnding, writeSession } from '../session/session';
import { testSession } from '../test-utils/testSession';

describe('portalFetch', () => {
  beforeEach(() => setRuntime({ apiBaseUrl: 'http://api.test', locale: 'fr' }));

  it('calls the locale root with the bearer token, and the bare root for account calls', async () => {
    writeSession(testSession('Klant', { token: 'abc' }));
    const { calls } = mockFetch([{ path: /./, body: { ok: true } }]);
    await portalFetch({ url: 'notification', params: { a: 1, b: undefined } });
    await portalFetch({ url: 'Account', noLocale: true });
    expect(calls[0].url.href).toBe('http://api.test/api/fr/notification?a=1');
    expect(calls[1].url.href).toBe('http://api.test/api/Account');
    expect(calls[0].headers.Authorization).toBe('Bearer abc');
  });

  it('sends extra headers, never in place of the bearer token', async () => {
    writeSession(testSession('Klant', { token: 'abc' }));
    const { calls } = mockFetch([{ path: /./, body: null }]);
    await portalFetch({ url: 'PreOrder/1/sales', method: 'PUT', body: {}, headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged' } });
    expect(calls[0].headers['Idempotency-Key']).toBe('k-1');
    expect(calls[0].headers.Authorization).toBe('Bearer abc');
  });

  it('turns a status above 300 into a PortalError with field errors', async () => {
    mockFetch([{ method: 'POST', path: /Account/, status: 400, body: { ModelState: { 'model.Email': ['bad'] } } }]);
    const r = await portalFetch({ url: 'Account', method: 'POST', body: {}, noLocale: true });
    expect('error' in r && r.error.fieldErrors).toEqual({ Email: 'bad' });
  });

  it('on 401 clears local storage and reloads', async () => {
    writeSession(testSession('Klant'));
    window.localStorage.setItem('other', 'x');
    const reload = jest.fn();
    const original = pageNavigation.reload;
    pageNavigation.reload = reload;
    mockFetch([{ path: /./, status: 401, body: { Message: 'Authorization has been denied for this request.' } }]);
    const r = await portalFetch({ url: 'basket' });
    pageNavigation.reload = original;
    expect('error' in r && r.error.status).toBe(401);
    expect(window.localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalled();
  });

  it('sends an expired session\'s token, so the server\'s 401 signs the user out', async () => {
    writeSession(testSession('Klant', { token: 'old', expiresAt: Date.now() - 1000 }));
    const reload = jest.fn();
    const original = pageNavigation.reload;
    pageNavigation.reload = reload;
    const { calls } = mockFetch([{ path: /./, status: 401, body: {} }]);
    await portalFetch({ url: 'notification' });
    pageNavigation.reload = original;
    expect(calls[0].headers.Authorization).toBe('Bearer old');
    expect(window.localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalled();
  });

  it("keeps the session when the 401 is for a token the session no longer holds (an impersonation ended meanwhile)", async () => {
    writeSession(testSession('Klant', { token: 'impersonation' }));
    const reload = jest.fn();
    const original = pageNavigation.reload;
    pageNavigation.reload = reload;
    const answer = mockFetch([{ path: /./, status: 401, body: {} }]);
    // the session changes while the request is on its way (the salesman's own session is back)
    const fetch401 = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
      writeSession(testSession('Vertegenwoordiger', { token: 'salesman' }));
      return fetch401(input, init);
    }) as typeof fetch;
    const r = await portalFetch({ url: 'basket' });
    pageNavigation.reload = original;
    expect(answer.calls[0].headers.Authorization).toBe('Bearer impersonation');
    expect('error' in r && r.error.status).toBe(401);
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('salesman');
  });

  it('keeps the session when the 401 is for the token an impersonation\'s stop is ending, and signs out once the mark is gone', async () => {
    writeSession(testSession('Klant', { token: 'impersonation' }));
    const reload = jest.fn();
    const original = pageNavigation.reload;
    pageNavigation.reload = reload;
    mockFetch([{ path: /./, status: 401, body: {} }]);
    const unmark = markTokenEnding('impersonation');
    const during = await portalFetch({ url: 'basket' });
    expect('error' in during && during.error.status).toBe(401);
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('impersonation');
    unmark();
    await portalFetch({ url: 'basket' });
    pageNavigation.reload = original;
    expect(reload).toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('reports a network failure as status 0', async () => {
    globalThis.fetch = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    const r = await portalFetch({ url: 'basket' });
    expect('error' in r && r.error.status).toBe(0);
  });
});

describe('freezeJson', () => {
  it('freezes a JSON answer through and through, and leaves text, Blobs and null as they are', () => {
    const answer = freezeJson({ Items: [{ Id: 1, Variants: [{ Id: 2, Amount: 0 }], Note: null }], Totalcount: 1 });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.Items)).toBe(true);
    expect(Object.isFrozen(answer.Items[0].Variants[0])).toBe(true);
    expect(() => {
      (answer.Items[0].Variants[0] as { Amount: number }).Amount = 5;
    }).toThrow(TypeError);
    expect(freezeJson('text')).toBe('text');
    expect(freezeJson(null)).toBeNull();
    const blob = new Blob(['x']);
    expect(Object.isFrozen(freezeJson(blob))).toBe(false);
    class Thing {
      n = 1;
    }
    expect(Object.isFrozen(freezeJson(new Thing()))).toBe(false);
  });
});

describe('createBaseQuery', () => {
  beforeEach(() => setRuntime({ apiBaseUrl: 'http://api.test', locale: 'en' }));

  it('puts its answers into the store frozen, and the store keeps that very answer (no copy, no second freeze)', async () => {
    let sent: { Items: { Products: { Variants: object[] }[] }[] } | undefined;
    let frozenWhenSent = false;
    mockFetch([{ path: /groups/, body: { Items: [{ Id: 1, Products: [{ Id: 7, Variants: [{ Id: 9, Amount: 2 }] }] }] } }]);
    const base = createBaseQuery();
    const api = createApi({
      reducerPath: 'test',
      baseQuery: async (...args: Parameters<typeof base>) => {
        const result = await base(...args);
        sent = 'data' in result ? (result.data as typeof sent) : undefined;
        // before the reducer: what the base query hands over is frozen already, down to a size
        frozenWhenSent = Object.isFrozen(sent) && Object.isFrozen(sent!.Items[0].Products[0].Variants[0]);
        return result;
      },
      endpoints: (build) => ({ groups: build.query<{ Items: { Id: number; Products: { Variants: { Amount: number }[] }[] }[] }, void>({ query: () => 'groups' }) }),
    });
    const store = configureStore({ reducer: { test: api.reducer }, middleware: (m) => m().concat(api.middleware) });
    await store.dispatch(api.endpoints.groups.initiate());
    const kept = api.endpoints.groups.select()(store.getState()).data!;
    expect(frozenWhenSent).toBe(true);
    expect(kept).toBe(sent);
    expect(Object.isFrozen(kept.Items[0].Products[0].Variants[0])).toBe(true);
  });
});
