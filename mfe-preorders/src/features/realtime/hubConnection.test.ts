import type { IRetryPolicy } from '@microsoft/signalr';
import { setRuntime, writeSession } from 'shared-kernel';
import { testSession } from 'shared-kernel/test-utils';
import { HUB_KEEP_ALIVE_MS, HUB_RECONNECT_DELAY_MS, HUB_SERVER_TIMEOUT_MS, acquireHub } from './hubConnection';

/** what the fake builder was configured with, per built connection */
interface Built {
  url: string;
  options: { accessTokenFactory: () => string };
  retry: IRetryPolicy;
  serverTimeout: number;
  keepAlive: number;
  connection: FakeConnection;
}

let mockFailStarts = 0;

class FakeConnection {
  start = jest.fn(async () => {
    if (mockFailStarts > 0) {
      mockFailStarts -= 1;
      throw new Error('negotiate 401');
    }
  });
  stop = jest.fn(async () => undefined);
  on = jest.fn();
  off = jest.fn();
  invoke = jest.fn(async () => null);
  reconnected: (() => void)[] = [];
  closed: (() => void)[] = [];
  onreconnected(fn: () => void) {
    this.reconnected.push(fn);
  }
  onclose(fn: () => void) {
    this.closed.push(fn);
  }
}

const mockBuilt: Built[] = [];
jest.mock('@microsoft/signalr', () => ({
  LogLevel: { Warning: 3 },
  HubConnectionBuilder: class {
    private b: Partial<Built> = {};
    withUrl(url: string, options: Built['options']) {
      Object.assign(this.b, { url, options });
      return this;
    }
    withAutomaticReconnect(retry: IRetryPolicy) {
      this.b.retry = retry;
      return this;
    }
    withServerTimeout(ms: number) {
      this.b.serverTimeout = ms;
      return this;
    }
    withKeepAliveInterval(ms: number) {
      this.b.keepAlive = ms;
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      const connection = new FakeConnection();
      mockBuilt.push({ ...(this.b as Built), connection });
      return connection;
    }
  },
}));

beforeEach(() => {
  mockBuilt.length = 0;
  setRuntime({ apiBaseUrl: 'http://api.test' });
  writeSession(testSession('Klant', { token: 'secret-token' }));
});

describe('acquireHub', () => {
  it('builds the connection to {apiBaseUrl}/hubs/{hub} with the token, 2 s reconnects and the spec timeouts', async () => {
    const lease = await acquireHub('concurrency');
    expect(mockBuilt).toHaveLength(1);
    const [b] = mockBuilt;
    expect(b.url).toBe('http://api.test/hubs/concurrency');
    expect(b.options.accessTokenFactory()).toBe('secret-token');
    expect(b.retry.nextRetryDelayInMilliseconds({ previousRetryCount: 0, elapsedMilliseconds: 0, retryReason: new Error('x') })).toBe(HUB_RECONNECT_DELAY_MS);
    expect(b.retry.nextRetryDelayInMilliseconds({ previousRetryCount: 7, elapsedMilliseconds: 14_000, retryReason: new Error('x') })).toBe(2000);
    expect(b.serverTimeout).toBe(HUB_SERVER_TIMEOUT_MS);
    expect(HUB_SERVER_TIMEOUT_MS).toBe(30_000);
    expect(HUB_KEEP_ALIVE_MS).toBeLessThanOrEqual(HUB_SERVER_TIMEOUT_MS / 2);
    expect(b.keepAlive).toBe(HUB_KEEP_ALIVE_MS);
    expect(b.connection.start).toHaveBeenCalledTimes(1);
    lease.release();
  });

  it('shares one connection per hub and stops it when the last user releases', async () => {
    const first = await acquireHub('chat');
    const second = await acquireHub('chat');
    expect(mockBuilt).toHaveLength(1);
    const { connection } = mockBuilt[0];

    const handler = jest.fn();
    first.on('broadcastMessage', handler);
    await first.invoke('InitializeChat', 3);
    expect(connection.invoke).toHaveBeenCalledWith('InitializeChat', 3);

    first.release();
    expect(connection.off).toHaveBeenCalledWith('broadcastMessage', handler);
    await Promise.resolve();
    expect(connection.stop).not.toHaveBeenCalled();
    second.release();
    await Promise.resolve();
    expect(connection.stop).toHaveBeenCalledTimes(1);

    // the next user gets a fresh connection
    const third = await acquireHub('chat');
    expect(mockBuilt).toHaveLength(2);
    third.release();
  });

  it('tells each current user about a reconnect so it can join its groups again', async () => {
    const a = jest.fn();
    const b = jest.fn();
    const first = await acquireHub('chat', { onReconnected: a });
    const second = await acquireHub('chat', { onReconnected: b });
    second.release();
    mockBuilt[0].connection.reconnected.forEach((fn) => fn());
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    first.release();
  });

  it('rejects when the connection cannot be made, and tries anew for the next user', async () => {
    mockFailStarts = 1;
    await expect(acquireHub('concurrency')).rejects.toThrow('negotiate 401');
    const lease = await acquireHub('concurrency');
    expect(mockBuilt).toHaveLength(2);
    expect(mockBuilt[1].connection.start).toHaveBeenCalledTimes(1);
    lease.release();
  });

  it('builds a new connection after the old one closed for good', async () => {
    const lease = await acquireHub('chat');
    mockBuilt[0].connection.closed.forEach((fn) => fn());
    const next = await acquireHub('chat');
    expect(mockBuilt).toHaveLength(2);
    lease.release();
    next.release();
  });
});
