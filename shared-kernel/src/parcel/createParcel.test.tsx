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
