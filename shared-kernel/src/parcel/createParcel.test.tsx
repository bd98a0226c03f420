import { getRuntime } from '../api/runtime';
import { createParcel } from './createParcel';

const store = { dispatch: jest.fn(), getState: () => ({}), subscribe: () => () => undefined };
const mountAt = (pathname: string, preload: (p: string) => void) => {
  // the messages never arrive here: preload must not wait for them
  const parcel = createParcel({ name: 'test', App: () => null, loadMessages: () => new Promise(() => undefined), getStore: () => store, preload });
  void parcel.mount({ locale: 'en', routeBase: '/en', location: { pathname, search: '', hash: '', state: null, key: 'k' }, apiBaseUrl: 'http://api.test' });
};

describe('createParcel preload (issue 20: render as you fetch)', () => {
  it('tells the remote the address it mounts on, below the locale, before its messages are in', () => {
    const preload = jest.fn();
    mountAt('/en/salesman/pre-orders/edit/7', preload);
    expect(preload).toHaveBeenCalledWith('/salesman/pre-orders/edit/7');
  });

  it('keeps an address outside the locale as it is, and the locale root as /', () => {
    const preload = jest.fn();
    mountAt('/english/x', preload);
    mountAt('/en', preload);
    expect(preload.mock.calls).toEqual([['/english/x'], ['/']]);
  });

  it('prepares before the shell mounts it: the runtime, its messages and the page', () => {
    const preload = jest.fn();
    const loadMessages = jest.fn(() => new Promise<Record<string, string>>(() => undefined));
    const parcel = createParcel({ name: 'test', App: () => null, loadMessages, getStore: () => store, preload });
    parcel.prepare?.({ locale: 'fr', path: '/salesman/pre-orders/edit/7', apiBaseUrl: 'http://api.prepared' });
    expect(preload).toHaveBeenCalledWith('/salesman/pre-orders/edit/7');
    expect(loadMessages).toHaveBeenCalledWith('fr');
    expect(getRuntime()).toMatchObject({ apiBaseUrl: 'http://api.prepared', locale: 'fr' });
  });
});

describe('createParcel mount (issue 20: the first render is the page)', () => {
  it("waits for what preload answers (the page's code) as for the messages", async () => {
    let release: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const parcel = createParcel({ name: 'test', App: () => null, loadMessages: () => Promise.resolve({}), getStore: () => store, preload });
    let settled = false;
    const mounting = parcel
      .mount({ locale: 'en', routeBase: '/en', location: { pathname: '/en/shop/overview', search: '', hash: '', state: null, key: 'k' }, apiBaseUrl: 'http://api.test' })
      .then(
        () => (settled = true),
        () => (settled = true),
      );
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    release();
    await mounting;
    expect(settled).toBe(true);
  });

  it("goes on when the page's code fails to load: the route shows the error", async () => {
    const preload = () => Promise.reject(new Error('chunk failed'));
    const parcel = createParcel({ name: 'test', App: () => null, loadMessages: () => Promise.resolve({}), getStore: () => store, preload });
    const mounting = parcel.mount({ locale: 'en', routeBase: '/en', location: { pathname: '/en/x', search: '', hash: '', state: null, key: 'k' }, apiBaseUrl: 'http://api.test' });
    // single-spa-react's own mount may refuse these bare props; what matters is that the failed preload does not reject first
    await expect(mounting.catch((e: Error) => e.message)).resolves.not.toBe('chunk failed');
  });
});
