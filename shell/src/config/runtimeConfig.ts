import type { RemoteName } from 'shared-kernel';

/** What the shell reads at start (never fixed at build time): config.json and remotes.json. */
export interface ShellConfig {
  apiBaseUrl: string;
  contactPhone: string;
  corporateSiteUrl: string;
  requestAccountUrl: string;
}

// the remotes are named once, beside the path table that says which pages each renders
export { REMOTE_NAMES, type RemoteName } from 'shared-kernel';
export type RemotesMap = Record<RemoteName, string>;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

export function loadShellConfig(): Promise<ShellConfig> {
  return getJson<ShellConfig>('/config.json');
}

export function loadRemotesMap(): Promise<RemotesMap> {
  return getJson<RemotesMap>('/remotes.json');
}
