import type { FastifyInstance } from 'fastify';
import { SignInThrottle } from '../src/auth/throttle';
import { MESSAGES } from '../src/http/errors';
import { PASSWORD, call, login, testApp } from './helpers';
import { buildWorld, fillUrl, paramsFor, routeTable, type World } from './route-table';

jest.setTimeout(60_000);

const signIn = (app: FastifyInstance, userName: string, password: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', userName, password }).toString(),
  });

/** runs `fn` with env variables set (restored afterwards) */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('POST /token rate limiting', () => {
  it('refuses a user name after 10 failures in 5 minutes with 429, Retry-After and an OAuth error, also for the right password', async () => {
    const { app, close } = await testApp();
    try {
      let clock = Date.now();
      app.ctx.tokens.now = () => clock;
      for (let i = 0; i < 10; i++) expect((await signIn(app, 'staff', 'wrong', `10.0.0.${i}`)).statusCode).toBe(400);
      const limited = await signIn(app, 'staff', PASSWORD, '10.0.1.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('300');
      expect(limited.headers['cache-control']).toBe('no-store');
      expect(limited.json()).toEqual({ error: 'too_many_attempts', error_description: 'Too many failed sign-in attempts. Try again in 5 minutes.' });
      // the user name is compared case-insensitively; other users sign in as usual
      expect((await signIn(app, ' STAFF', PASSWORD)).statusCode).toBe(429);
      expect((await signIn(app, 'customer', PASSWORD)).statusCode).toBe(200);
      // when the first failure leaves the window the next attempt is allowed again
      clock += 299_000;
      expect((await signIn(app, 'staff', PASSWORD)).headers['retry-after']).toBe('1');
      clock += 1_000;
      expect((await signIn(app, 'staff', PASSWORD)).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('refuses a client IP after its failures on any user names', async () => {
    await withEnv({ TOKEN_MAX_FAILURES_PER_IP: '3' }, async () => {
      const { app, close } = await testApp();
      try {
        for (const name of ['a', 'b', 'c']) expect((await signIn(app, name, 'x', '192.0.2.7')).statusCode).toBe(400);
        const limited = await signIn(app, 'customer', PASSWORD, '192.0.2.7');
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect((await signIn(app, 'customer', PASSWORD, '192.0.2.8')).statusCode).toBe(200);
      } finally {
        await close();
      }
    });
  });

  it('behind a trusted proxy (TRUST_PROXY), counts the forwarded client IP and builds image URLs with its scheme', async () => {
    const viaProxy = (app: FastifyInstance, client: string, userName: string) =>
      app.inject({
        method: 'POST',
        url: '/token',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client, 'x-forwarded-proto': 'https' },
        payload: new URLSearchParams({ grant_type: 'password', userName, password: 'x' }).toString(),
      });
    await withEnv({ TOKEN_MAX_FAILURES_PER_IP: '3' }, async () => {
      const trusted = await testApp({ trustProxy: ['127.0.0.1'] });
      const direct = await testApp();
      try {
        for (const name of ['a', 'b', 'c']) expect((await viaProxy(trusted.app, '198.51.100.1', name)).statusCode).toBe(400);
        expect((await viaProxy(trusted.app, '198.51.100.1', 'd')).statusCode).toBe(429);
        // another client behind the same proxy is not refused
        expect((await viaProxy(trusted.app, '198.51.100.2', 'e')).statusCode).toBe(400);
        const token = await login(trusted.app, 'customer');
        const list = await trusted.app.inject({ url: '/api/en/productgroup/?pageSize=12', remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${token}`, 'x-forwarded-proto': 'https', host: 'portal.example.com' } });
        expect(list.json().Items[0].Images[0]).toMatch(/^https:\/\/portal\.example\.com\/img\//);
        // not trusted (the default): the forwarded headers count for nothing, every failure is the proxy's
        for (const [i, name] of ['a', 'b', 'c'].entries()) expect((await viaProxy(direct.app, `198.51.100.${i + 1}`, name)).statusCode).toBe(400);
        expect((await viaProxy(direct.app, '198.51.100.9', 'd')).statusCode).toBe(429);
      } finally {
        await trusted.close();
        await direct.close();
      }
    });
  });

  it('never limits successful sign-ins, and a success clears the failures of its user name', async () => {
    await withEnv({ TOKEN_MAX_FAILURES_PER_USER: '3', TOKEN_MAX_FAILURES_PER_IP: '50' }, async () => {
      const { app, close } = await testApp();
      try {
        // as the e2e suite: dozens of sign-ins from one address, a wrong password now and then
        for (let i = 0; i < 25; i++) {
          if (i % 10 === 0) expect((await signIn(app, 'customer', 'wrong')).statusCode).toBe(400);
          expect((await signIn(app, ['admin', 'salesman', 'customer', 'staff', 'marketing'][i % 5], PASSWORD)).statusCode).toBe(200);
        }
        for (let i = 0; i < 2; i++) await signIn(app, 'marketing', 'wrong');
        expect((await signIn(app, 'marketing', PASSWORD)).statusCode).toBe(200);
        for (let i = 0; i < 2; i++) await signIn(app, 'marketing', 'wrong');
        expect((await signIn(app, 'marketing', PASSWORD)).statusCode).toBe(200);
      } finally {
        await close();
      }
    });
  });

  it('keeps its memory bounded per key (unit)', () => {
    let t = 0;
    const throttle = new SignInThrottle({ maxPerUser: 2, maxPerIp: 3, windowMs: 1000 }, () => t);
    for (let i = 0; i < 100; i++) throttle.failed('ip', 'u');
    expect(throttle.retryAfter('ip', null)).toBe(1);
    t = 999;
    expect(throttle.retryAfter('ip', 'u')).toBe(1);
    t = 1000;
    expect(throttle.retryAfter('ip', 'u')).toBe(0);
  });
});

describe('token expiry', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  });
  afterAll(() => w?.close());

  it('answers 401 on every API call and on hub negotiate once the token expired', async () => {
    const tokens = w.app.ctx.tokens;
    const customer = w.callers.find((c) => c.name === 'customer')!;
    const admin = w.callers.find((c) => c.name === 'admin')!;
    // valid (and cached as verified) before
    expect((await call(w.app, 'GET', '/api/Account', customer.token)).statusCode).toBe(200);
    const negotiate = (token: string) => w.app.inject({ method: 'POST', url: '/hubs/chat/negotiate?negotiateVersion=1', headers: { authorization: `Bearer ${token}` } });
    expect((await negotiate(customer.token)).statusCode).toBe(200);
    const real = tokens.now;
    tokens.now = () => real() + (tokens.ttlSeconds + 1) * 1000;
    try {
      const problems: string[] = [];
      const routes = routeTable(w.app).filter((r) => r.roles !== 'public');
      for (const route of routes) {
        for (const c of [customer, admin]) {
          const res = await w.app.inject({
            method: route.method as 'GET',
            url: fillUrl(route.url, paramsFor(w, route, c)),
            headers: { authorization: `Bearer ${c.token}` },
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          if (res.statusCode !== 401 || res.json().Message !== MESSAGES.unauthorized) problems.push(`${c.name}: ${route.method} ${route.url} -> ${res.statusCode}`);
        }
      }
      expect(problems).toEqual([]);
      expect(routes.length).toBeGreaterThan(140);
      expect((await negotiate(customer.token)).statusCode).toBe(401);
      const query = await w.app.inject({ method: 'POST', url: `/hubs/chat/negotiate?access_token=${customer.token}` });
      expect(query.statusCode).toBe(401);
      // a new sign-in at that time works again
      const fresh = await login(w.app, 'customer');
      expect((await call(w.app, 'GET', '/api/Account', fresh)).statusCode).toBe(200);
    } finally {
      tokens.now = real;
    }
  });

  it('expires after TOKEN_TTL_SECONDS in real time too', async () => {
    const { app, close } = await testApp({ tokenTtlSeconds: 1 });
    try {
      const token = await login(app, 'customer');
      // the expiry is in whole seconds from the issue second: at most 1 s, at least a moment
      await new Promise((r) => setTimeout(r, 2100));
      expect((await call(app, 'GET', '/api/Account', token)).statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});

describe('security headers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(() => close());

  it('marks every answer nosniff and personal JSON no-store', async () => {
    const token = await login(app, 'customer');
    for (const url of ['/api/Account', '/api/en/basket', '/api/en/nothing-here']) {
      const res = await call(app, 'GET', url, token);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      });
    }
    const unauthorized = await call(app, 'GET', '/api/Account');
    expect(unauthorized.headers['cache-control']).toBe('no-store');
    // public images keep their own caching (banners are revalidated, test/images.test.ts) and a CSP of their own
    const img = await app.inject({ method: 'GET', url: '/img/banner/1_10x10.svg' });
    expect(img.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'public, no-cache' });
    expect(img.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(img.headers['x-frame-options']).toBeUndefined();
  });
});

describe('uploads checked by their bytes and size', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const window = { StartDate: '2025-01-01T00:00:00.000Z', EndDate: '2030-01-01T00:00:00.000Z' };
  const banner = (over: Record<string, unknown>) => ({ Name: 'Upload', Image: PNG, CTAText: null, Hyperlink: null, ...window, Branches: [], Locations: [{ Type: 0 }], Weight: 0, ...over });

  it('banner images: a real png is stored, a disguised or oversized file and other URL schemes are refused', async () => {
    const { app, close } = await testApp();
    try {
      const admin = await login(app, 'admin');
      const ok = await call(app, 'POST', '/api/en/banner', admin, banner({}));
      expect(ok.statusCode).toBe(200);
      const id = ok.json() as number;
      expect((await call(app, 'PUT', `/api/en/banner/${id}`, admin, banner({ Image: '/img/banner/x_{width}x{height}.svg', Hyperlink: 'https://example.com/a' }))).statusCode).toBe(200);

      const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
      const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
      const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1], 'base64'), Buffer.alloc(10 * 1024 * 1024)]).toString('base64')}`;
      for (const [Image, message] of [
        [html, 'The photo must be a jpeg, png or gif image.'],
        [gifAsPng, 'The photo must be a jpeg, png or gif image.'],
        [big, 'fileSizeExceeds'],
        ['javascript:alert(1)', 'The image must be an http(s) URL or a jpeg, png or gif image.'],
      ]) {
        const res = await call(app, 'POST', '/api/en/banner', admin, banner({ Image }));
        expect(res.statusCode).toBe(400);
        expect(res.json().ModelState).toEqual({ 'model.Image': [message] });
      }
      const link = await call(app, 'PUT', `/api/en/banner/${id}`, admin, banner({ Hyperlink: 'javascript:alert(document.cookie)' }));
      expect(link.json().ModelState).toEqual({ 'model.Hyperlink': ['The hyperlink must be an http(s) URL or a path of the portal.'] });
    } finally {
      await close();
    }
  });
});
