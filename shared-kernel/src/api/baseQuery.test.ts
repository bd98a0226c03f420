import { mockFetch } from '../test-utils/mockFetch';
import { pageReloader, portalFetch } from './baseQuery';
import { setRuntime } from './runtime';
import { writeSession } from '../session/session';
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
    const original = pageReloader.reload;
    pageReloader.reload = reload;
    mockFetch([{ path: /./, status: 401, body: { Message: 'Authorization has been denied for this request.' } }]);
    const r = await portalFetch({ url: 'basket' });
    pageReloader.reload = original;
    expect('error' in r && r.error.status).toBe(401);
    expect(window.localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalled();
  });

  it('sends an expired session\'s token, so the server\'s 401 signs the user out', async () => {
    writeSession(testSession('Klant', { token: 'old', expiresAt: Date.now() - 1000 }));
    const reload = jest.fn();
    const original = pageReloader.reload;
    pageReloader.reload = reload;
    const { calls } = mockFetch([{ path: /./, status: 401, body: {} }]);
    await portalFetch({ url: 'notification' });
    pageReloader.reload = original;
    expect(calls[0].headers.Authorization).toBe('Bearer old');
    expect(window.localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    globalThis.fetch = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    const r = await portalFetch({ url: 'basket' });
    expect('error' in r && r.error.status).toBe(0);
  });
});
