// Only a type import: @microsoft/signalr itself is loaded lazily (its own "signalr" chunk), so it never
// lands in the remote's entry or app chunk.
import type { HubConnection } from '@microsoft/signalr';
import { getRuntime, getToken } from 'shared-kernel';

/** The two hubs of spec section 7 (mock-api: /hubs/chat and /hubs/concurrency). */
export type HubName = 'chat' | 'concurrency';

/** Spec section 9: reconnect 2000 ms. */
export const HUB_RECONNECT_DELAY_MS = 2000;
/** After this long without success the automatic reconnect gives up (the connection closes). */
export const HUB_RECONNECT_GIVE_UP_MS = 5 * 60_000;
/** Spec section 9: disconnect timeout 30000 ms (the server pings every 15 s). */
export const HUB_SERVER_TIMEOUT_MS = 30_000;
/**
 * Client pings. Spec section 9 names 300000 ms as the ping; a ping is allowed more often, and it has to
 * be: a server drops a client that stays silent longer than its (30 s) client timeout, so the client
 * pings at half the disconnect timeout (also @microsoft/signalr's default).
 */
export const HUB_KEEP_ALIVE_MS = 15_000;
/** Spec section 8: what a hub failure logs. */
export const HUB_FAILURE_MESSAGE = 'Connection could not be made, please contact your administrator';

/** `{apiBaseUrl}/hubs/{hub}` */
export function hubUrl(hub: HubName): string {
  return `${getRuntime().apiBaseUrl}/hubs/${hub}`;
}

/** Logs a hub failure (spec section 8); the page keeps working without real-time. */
export function logHubFailure(error: unknown): void {
  console.error(HUB_FAILURE_MESSAGE, error);
}

/**
 * Builds (does not start) a connection to a hub. The token factory runs again on every negotiate and
 * reconnect, so a swapped token (impersonation) is picked up.
 */
export async function createHubConnection(hub: HubName): Promise<HubConnection> {
  const signalR = await import(/* webpackChunkName: "signalr" */ '@microsoft/signalr');
  return new signalR.HubConnectionBuilder()
    .withUrl(hubUrl(hub), { accessTokenFactory: () => getToken() ?? '' })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (retry) => (retry.elapsedMilliseconds < HUB_RECONNECT_GIVE_UP_MS ? HUB_RECONNECT_DELAY_MS : null),
    })
    .withServerTimeout(HUB_SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(HUB_KEEP_ALIVE_MS)
    .configureLogging(signalR.LogLevel.Warning)
    .build();
}

/** One user's share of a hub connection. */
export interface HubLease {
  /** registers a server-to-client callback (e.g. broadcastMessage); removed again on release */
  on(method: string, handler: (...args: never[]) => void): void;
  /** calls a hub method and waits for its result */
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** gives the share back; the last one stops the connection */
  release(): void;
}

export interface AcquireOptions {
  /** after an automatic reconnect (groups are lost then): join them again here */
  onReconnected?: () => void;
}

interface Entry {
  ready: Promise<HubConnection>;
  users: number;
  reconnected: Set<() => void>;
}

const entries = new Map<HubName, Entry>();

function entryFor(hub: HubName): Entry {
  const existing = entries.get(hub);
  if (existing) return existing;
  const entry: Entry = { ready: Promise.resolve(null as never), users: 0, reconnected: new Set() };
  const forget = () => {
    if (entries.get(hub) === entry) entries.delete(hub);
  };
  entry.ready = (async () => {
    const connection = await createHubConnection(hub);
    connection.onreconnected(() => {
      for (const fn of [...entry.reconnected]) fn();
    });
    // closed for good (stopped, or the reconnect gave up): the next user builds a new connection
    connection.onclose(forget);
    await connection.start();
    return connection;
  })();
  entry.ready.catch(forget);
  entries.set(hub, entry);
  return entry;
}

/**
 * Shares one started connection per hub between its users (the chat panel, the concurrency watcher).
 * Rejects when the connection cannot be made; callers log that and work on without real-time.
 */
export async function acquireHub(hub: HubName, options: AcquireOptions = {}): Promise<HubLease> {
  const entry = entryFor(hub);
  entry.users += 1;
  const onReconnected = options.onReconnected;
  if (onReconnected) entry.reconnected.add(onReconnected);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (onReconnected) entry.reconnected.delete(onReconnected);
    entry.users -= 1;
    if (entry.users === 0) {
      if (entries.get(hub) === entry) entries.delete(hub);
      entry.ready.then((c) => c.stop()).catch(() => undefined);
    }
  };
  let connection: HubConnection;
  try {
    connection = await entry.ready;
  } catch (error) {
    release();
    throw error;
  }
  const handlers: [string, (...args: never[]) => void][] = [];
  return {
    on(method, handler) {
      if (released) return;
      handlers.push([method, handler]);
      connection.on(method, handler as (...args: unknown[]) => void);
    },
    invoke<T>(method: string, ...args: unknown[]) {
      return connection.invoke<T>(method, ...args);
    },
    release() {
      for (const [method, handler] of handlers) connection.off(method, handler as (...args: unknown[]) => void);
      handlers.length = 0;
      release();
    },
  };
}
