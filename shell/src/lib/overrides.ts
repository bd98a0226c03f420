import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '../config/runtimeConfig';

/**
 * QA override of remote manifests for one browser session (ARCHITECTURE section 2):
 * `?remote.catalogue=URL` is kept in sessionStorage, `?remote.reset` clears every override.
 */
const KEY = 'portal.remoteOverrides';

export type Overrides = Partial<Record<RemoteName, string>>;

export function readOverrides(): Overrides {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Overrides) : {};
  } catch {
    return {};
  }
}

function isRemoteName(v: string): v is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(v);
}

/** Applies override parameters of the address to sessionStorage; returns the address without them. */
export function applyOverrideParams(href: string): { overrides: Overrides; cleanedHref: string | null } {
  const url = new URL(href);
  let changed = false;
  let overrides = readOverrides();
  for (const [key, value] of [...url.searchParams.entries()]) {
    if (key === 'remote.reset') {
      overrides = {};
      changed = true;
      url.searchParams.delete(key);
    } else if (key.startsWith('remote.')) {
      const name = key.slice('remote.'.length);
      if (isRemoteName(name) && /^https?:\/\//.test(value)) overrides[name] = value;
      url.searchParams.delete(key);
      changed = true;
    }
  }
  if (changed) {
    if (Object.keys(overrides).length) window.sessionStorage.setItem(KEY, JSON.stringify(overrides));
    else window.sessionStorage.removeItem(KEY);
  }
  return { overrides, cleanedHref: changed ? url.pathname + url.search + url.hash : null };
}

export function effectiveRemotes(base: RemotesMap, overrides: Overrides): RemotesMap {
  return { ...base, ...overrides };
}
