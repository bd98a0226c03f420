import type * as Events from './events';
import type * as Presence from './presence';
import { OFFLINE_DB_NAME } from './presence';

/** a fresh module per test: offlineInUse remembers for the page's life */
const fresh = () => {
  let mod!: typeof Presence & Pick<typeof Events, 'emitOffline'>;
  jest.isolateModules(() => {
    mod = { ...jest.requireActual('./presence'), emitOffline: jest.requireActual('./events').emitOffline };
  });
  return mod;
};

const withDatabases = (names: string[]) =>
  Object.defineProperty(window, 'indexedDB', { configurable: true, value: { databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))) } });

afterEach(() => {
  Object.defineProperty(window, 'indexedDB', { configurable: true, value: undefined });
});

describe('offline presence (issue 20: the offline code stays out until needed)', () => {
  it('is not in use in a browser without the offline database', async () => {
    withDatabases(['something-else']);
    const { offlineInUse, mayHoldOfflineData } = fresh();
    expect(await mayHoldOfflineData()).toBe(false);
    expect(await offlineInUse()).toBe(false);
  });

  it('is in use once the offline database exists, and stays so', async () => {
    withDatabases([OFFLINE_DB_NAME]);
    const { offlineInUse } = fresh();
    expect(await offlineInUse()).toBe(true);
    withDatabases([]);
    expect(await offlineInUse()).toBe(true);
  });

  it('is in use once the offline data changes in this tab or another', async () => {
    withDatabases([]);
    const { offlineInUse, emitOffline } = fresh();
    expect(await offlineInUse()).toBe(false);
    emitOffline({ type: 'changed' });
    expect(await offlineInUse()).toBe(true);
  });

  it('lists the databases once per page load, then follows the offline events', async () => {
    const databases = jest.fn(() => Promise.resolve([] as IDBDatabaseInfo[]));
    Object.defineProperty(window, 'indexedDB', { configurable: true, value: { databases } });
    const { offlineInUse, emitOffline } = fresh();
    expect(await Promise.all([offlineInUse(), offlineInUse()])).toEqual([false, false]);
    expect(await offlineInUse()).toBe(false);
    expect(databases).toHaveBeenCalledTimes(1);
    emitOffline({ type: 'changed' });
    expect(await offlineInUse()).toBe(true);
    expect(databases).toHaveBeenCalledTimes(1);
  });

  it('may hold offline data where the browser cannot list its databases', async () => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, value: {} });
    expect(await fresh().mayHoldOfflineData()).toBe(true);
  });
});
