/**
 * Which files of a remote the service worker keeps for offline use: read from the remote's
 * `mf-manifest.json` (Module Federation), the remote entry and every JavaScript and CSS file of its
 * exposes and shared modules, sync and async. A remote built with `publicPath: 'auto'` loads its files
 * next to its remote entry; one with a fixed public path from there.
 */

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** the parts of an mf-manifest.json that name files */
export interface RemoteManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    publicPath?: string;
  };
  shared?: { assets?: Assets }[];
  exposes?: { assets?: Assets }[];
}

const filesOf = (a: Assets | undefined): string[] => [...(a?.js?.sync ?? []), ...(a?.js?.async ?? []), ...(a?.css?.sync ?? []), ...(a?.css?.async ?? [])];

/** a relative file name of the manifest: no scheme, no `..`, no absolute path (a hostile manifest names nothing else) */
const isPlainFile = (f: string) => f.length > 0 && f.length < 300 && !/^[a-z][a-z0-9+.-]*:|^\/|(^|\/)\.\.(\/|$)|[?#\\]/i.test(f);

/** the folder the remote's files load from (ends with '/') */
export function remoteBase(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto' && /^https?:\/\//i.test(publicPath)) return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const entryPath = (manifest.metaData?.remoteEntry?.path ?? '').replace(/^\/+|\/+$/g, '');
  const base = new URL('.', manifestUrl).href;
  return entryPath && isPlainFile(entryPath) ? new URL(`${entryPath}/`, base).href : base;
}

/** absolute URLs of the remote entry and every file of the remote's exposes and shared modules */
export function remoteFiles(manifest: RemoteManifest, manifestUrl: string): { entry: string; files: string[] } {
  const base = remoteBase(manifest, manifestUrl);
  const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entry = new URL(isPlainFile(entryName) ? entryName : 'remoteEntry.js', base).href;
  const names = new Set<string>();
  for (const e of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) for (const f of filesOf(e.assets)) if (isPlainFile(f)) names.add(f);
  return { entry, files: [...names].map((f) => new URL(f, base).href) };
}

/** URLs the service worker answers network-first: what says which version of the portal runs */
export function isVersionFile(url: URL): boolean {
  return /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);
}

/** content-hashed build files (webpack.factory.js: `[name].[contenthash:10].js|css`): never change */
export function isHashedFile(url: URL): boolean {
  return /\.[0-9a-f]{10}\.(js|css)$/.test(url.pathname);
}
