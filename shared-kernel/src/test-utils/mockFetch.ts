/**
 * A fetch stand-in for component tests: answers by method and path (regular expression over the
 * URL without origin), records the calls. jsdom has no fetch, so tests install this one.
 */
export interface MockRoute {
  method?: string;
  path: RegExp;
  status?: number;
  body?: unknown | ((url: URL, init: RequestInit | undefined) => unknown);
}

export interface MockCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export function mockFetch(routes: MockRoute[]) {
  const calls: MockCall[] = [];
  const fn = async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep text */
      }
    }
    calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const route = routes.find((r) => (r.method ?? 'GET').toUpperCase() === method && r.path.test(url.pathname + url.search));
    const status = route ? (route.status ?? 200) : 404;
    const payload = route ? (typeof route.body === 'function' ? route.body(url, init) : route.body) : { Message: 'No mock for ' + url.pathname };
    const text = payload === undefined ? '' : JSON.stringify(payload);
    return {
      ok: status < 300,
      status,
      statusText: status < 300 ? 'OK' : 'Error',
      text: async () => text,
      json: async () => payload,
      blob: async () => new Blob([text]),
      headers: new Headers(),
    } as unknown as Response;
  };
  globalThis.fetch = fn as unknown as typeof fetch;
  return { calls };
}
