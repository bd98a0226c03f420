/**
 * @jest-environment node
 */
import { CACHE_NAMES, STATUS_PATH, refreshRemoteCache } from './remoteCache';

/** Cache Storage in memory (the parts the refresh uses) */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(req: RequestInfo) {
    const r = this.entries.get(typeof req === 'string' ? req : req.url);
    return r?.clone();
  }
  async put(req: RequestInfo, res: Response) {
    this.entries.set(typeof req === 'string' ? req : req.url, res);
  }
  async keys() {
    return [...this.entries.keys()].map((u) => new Request(u));
  }
  async delete(req: RequestInfo) {
    return this.entries.delete(typeof req === 'string' ? req : req.url);
  }
}
class MemoryCaches {
  readonly all = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.all.has(name)) this.all.set(name, new MemoryCache());
    return this.all.get(name)!;
  }
}

const manifestOf = (chunks: string[]) => ({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }, exposes: [{ assets: { js: { sync: chunks, async: [] } } }], shared: [] });

function server(files: Record<string, unknown>) {
  const hits: string[] = [];
  const fetch = async (input: RequestInfo) => {
    const url = typeof input === 'string' ? input : input.url;
    hits.push(url);
    if (!(url in files)) return new Response('not found', { status: 404 });
    const body = files[url];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  };
  return { fetch, hits };
}

const ORIGIN = 'http://localhost:3000';

describe('the service worker cache of the remotes', () => {
  it('caches remotes.json, config.json and every file of the named remote versions, then writes its status', async () => {
    const caches = new MemoryCaches();
    const { fetch } = server({
      [`${ORIGIN}/remotes.json`]: { preorders: 'http://localhost:3003/mf-manifest.json', account: '/remotes/account/1.0.0/mf-manifest.json' },
      [`${ORIGIN}/config.json`]: { apiBaseUrl: 'http://localhost:4000' },
      'http://localhost:3003/mf-manifest.json': manifestOf(['a.1111111111.js', 'b.2222222222.js']),
      'http://localhost:3003/remoteEntry.js': 'entry',
      'http://localhost:3003/a.1111111111.js': 'a',
      'http://localhost:3003/b.2222222222.js': 'b',
      [`${ORIGIN}/remotes/account/1.0.0/mf-manifest.json`]: manifestOf(['c.3333333333.js']),
      [`${ORIGIN}/remotes/account/1.0.0/remoteEntry.js`]: 'entry',
      [`${ORIGIN}/remotes/account/1.0.0/c.3333333333.js`]: 'c',
    });
    const status = await refreshRemoteCache({ origin: ORIGIN, fetch, caches: caches as unknown as CacheStorage, now: () => new Date('2026-11-01T10:00:00Z') });
    expect(status).toMatchObject({ at: '2026-11-01T10:00:00.000Z', files: 7, removed: 0, failed: [] });
    expect([...caches.all.get(CACHE_NAMES.remotes)!.entries.keys()].sort()).toEqual(
      [
        'http://localhost:3003/mf-manifest.json',
        'http://localhost:3003/remoteEntry.js',
        'http://localhost:3003/a.1111111111.js',
        'http://localhost:3003/b.2222222222.js',
        `${ORIGIN}/remotes/account/1.0.0/mf-manifest.json`,
        `${ORIGIN}/remotes/account/1.0.0/remoteEntry.js`,
        `${ORIGIN}/remotes/account/1.0.0/c.3333333333.js`,
      ].sort(),
    );
    const runtime = caches.all.get(CACHE_NAMES.runtime)!;
    expect(await (await runtime.match(`${ORIGIN}/config.json`))!.json()).toEqual({ apiBaseUrl: 'http://localhost:4000' });
    expect((await (await runtime.match(`${ORIGIN}${STATUS_PATH}`))!.json()).remotes.preorders).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('a remote released on its own: the new version is cached, the old one removed, unchanged files not fetched again', async () => {
    const caches = new MemoryCaches();
    const v1 = server({
      [`${ORIGIN}/remotes.json`]: { account: '/remotes/account/1.0.0/mf-manifest.json' },
      [`${ORIGIN}/remotes/account/1.0.0/mf-manifest.json`]: manifestOf(['c.3333333333.js']),
      [`${ORIGIN}/remotes/account/1.0.0/remoteEntry.js`]: 'entry 1',
      [`${ORIGIN}/remotes/account/1.0.0/c.3333333333.js`]: 'c',
    });
    await refreshRemoteCache({ origin: ORIGIN, fetch: v1.fetch, caches: caches as unknown as CacheStorage });
    const v2 = server({
      [`${ORIGIN}/remotes.json`]: { account: '/remotes/account/1.1.0/mf-manifest.json' },
      [`${ORIGIN}/remotes/account/1.1.0/mf-manifest.json`]: manifestOf(['d.4444444444.js']),
      [`${ORIGIN}/remotes/account/1.1.0/remoteEntry.js`]: 'entry 2',
      [`${ORIGIN}/remotes/account/1.1.0/d.4444444444.js`]: 'd',
    });
    const status = await refreshRemoteCache({ origin: ORIGIN, fetch: v2.fetch, caches: caches as unknown as CacheStorage });
    expect(status).toMatchObject({ removed: 3, failed: [] });
    expect([...caches.all.get(CACHE_NAMES.remotes)!.entries.keys()].every((u) => u.includes('/1.1.0/'))).toBe(true);
    // a third refresh with nothing new fetches the manifest and entry again (revalidated), not the chunk
    await refreshRemoteCache({ origin: ORIGIN, fetch: v2.fetch, caches: caches as unknown as CacheStorage });
    expect(v2.hits.filter((u) => u.endsWith('d.4444444444.js'))).toHaveLength(1);
    expect(v2.hits.filter((u) => u.endsWith('remoteEntry.js'))).toHaveLength(2);
  });

  it('keeps everything cached when a remote does not answer, and says which', async () => {
    const caches = new MemoryCaches();
    const up = server({
      [`${ORIGIN}/remotes.json`]: { account: '/remotes/account/1.0.0/mf-manifest.json', basket: 'http://localhost:3002/mf-manifest.json' },
      [`${ORIGIN}/remotes/account/1.0.0/mf-manifest.json`]: manifestOf([]),
      [`${ORIGIN}/remotes/account/1.0.0/remoteEntry.js`]: 'entry',
      'http://localhost:3002/mf-manifest.json': manifestOf(['e.5555555555.js']),
      'http://localhost:3002/remoteEntry.js': 'entry',
      'http://localhost:3002/e.5555555555.js': 'e',
    });
    await refreshRemoteCache({ origin: ORIGIN, fetch: up.fetch, caches: caches as unknown as CacheStorage });
    const basketDown = server({
      [`${ORIGIN}/remotes.json`]: { account: '/remotes/account/2.0.0/mf-manifest.json', basket: 'http://localhost:3002/mf-manifest.json' },
      [`${ORIGIN}/remotes/account/2.0.0/mf-manifest.json`]: manifestOf([]),
      [`${ORIGIN}/remotes/account/2.0.0/remoteEntry.js`]: 'entry',
    });
    const status = await refreshRemoteCache({ origin: ORIGIN, fetch: basketDown.fetch, caches: caches as unknown as CacheStorage });
    expect(status.failed).toEqual(['basket']);
    expect(status.removed).toBe(0);
    expect(caches.all.get(CACHE_NAMES.remotes)!.entries.has('http://localhost:3002/e.5555555555.js')).toBe(true);
  });

  it('fails without remotes.json (offline): nothing is touched', async () => {
    const caches = new MemoryCaches();
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(refreshRemoteCache({ origin: ORIGIN, fetch, caches: caches as unknown as CacheStorage })).rejects.toThrow('Failed to fetch');
  });
});
