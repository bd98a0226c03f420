import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isContractCompatible, type RemoteAppModule } from 'shared-kernel';
import type { RemoteName, RemotesMap } from '../config/runtimeConfig';

let remotes: RemotesMap | null = null;

/** Registers the manifests read at start (after QA overrides). */
export function configureRemotes(map: RemotesMap): void {
  remotes = map;
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export function remoteUrl(name: RemoteName): string | undefined {
  return remotes?.[name];
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly contractVersion: unknown,
  ) {
    super(`${remote} was built against contract ${String(contractVersion)}`);
  }
}

/** Registers one remote again so a retry fetches its manifest and entry anew. */
function reRegister(name: RemoteName): void {
  const entry = remotes?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Loads a remote's `./app` parcel and checks its contract version (semver major). */
export async function loadRemoteApp(name: RemoteName, retry = false): Promise<RemoteAppModule> {
  if (retry) reRegister(name);
  const mod = await loadRemote<RemoteAppModule>(`${name}/app`);
  if (!mod || typeof mod.mount !== 'function') throw new Error(`${name}/app exposes no parcel`);
  if (!isContractCompatible(mod.contractVersion)) throw new IncompatibleRemoteError(name, mod.contractVersion);
  return mod;
}

/**
 * Loads an exposed widget component (`./HeaderSearch`, `./BasketBadge`) and checks its contract
 * version (a static of the component, see shared-kernel's createWidget) like loadRemoteApp does.
 */
export async function loadRemoteWidget<T>(name: RemoteName, expose: string, retry = false): Promise<T> {
  if (retry) reRegister(name);
  const mod = await loadRemote<{ default: T & { contractVersion?: unknown } }>(`${name}/${expose}`);
  if (!mod?.default) throw new Error(`${name}/${expose} is missing`);
  if (!isContractCompatible(mod.default.contractVersion)) throw new IncompatibleRemoteError(name, mod.default.contractVersion);
  return mod.default;
}
