import type { FastifyInstance } from 'fastify';
import { routeRules } from '../src/auth/guard';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer', 'staff', 'marketing']) tokens[u] = await login(app, u);
});
afterAll(() => close());

const FORBIDDEN = { Message: 'You are not allowed to perform this request.' };

describe('role checks', () => {
  it.each([
    ['customer', 'GET', '/api/en/axwarning'],
    ['customer', 'GET', '/api/en/customer'],
    ['customer', 'GET', '/api/Account/employees'],
    ['salesman', 'GET', '/api/Account/employees'],
    ['salesman', 'GET', '/api/en/axwarning'],
    ['staff', 'POST', '/api/en/axwarning/1/resend'],
    ['marketing', 'GET', '/api/en/customer/autocomplete?search=abc'],
    ['admin', 'GET', '/api/en/basket'],
  ] as const)('%s %s %s -> 403', async (user, method, url) => {
    const res = await call(app, method, url, tokens[user]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('lists every route with its roles', () => {
    const rules = routeRules(app);
    const find = (method: string, url: string) => rules.find((r) => r.method === method && r.url.toLowerCase() === url.toLowerCase());
    expect(find('POST', '/token')?.roles).toBe('public');
    expect(find('GET', '/health')?.roles).toBe('public');
    expect(find('GET', '/api/Account/employees')?.roles).toEqual(['Admin']);
    expect(find('GET', '/api/:locale/axwarning')?.roles).toEqual(['Admin']);
    expect(find('GET', '/api/:locale/customer')?.roles).toEqual(['Admin', 'Vertegenwoordiger']);
    expect(find('GET', '/api/:locale/notification')?.roles).toBe('any');
    expect(rules.every((r) => r.roles === 'public' || r.roles === 'any' || r.roles.length > 0)).toBe(true);
    expect(rules.length).toBeGreaterThan(30);
  });

  it('every non-public route answers 401 without a token', async () => {
    for (const r of routeRules(app).filter((x) => x.roles !== 'public')) {
      const url = r.url.replace(':locale', 'en').replace(/:\w+/g, '1');
      const res = await call(app, r.method as 'GET', url);
      expect([r.method, url, res.statusCode]).toEqual([r.method, url, 401]);
    }
  });
});

describe('validation and errors', () => {
  it('answers ModelState with the model. prefix', async () => {
    const res = await call(app, 'POST', '/api/Account/ChangePassword', tokens.customer, { OldPassword: '', NewPassword: 'abc', ConfirmPassword: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: { 'model.OldPassword': [expect.any(String)], 'model.NewPassword': [expect.any(String)] },
    });
  });

  it('answers ModelState with the addUserModel. prefix on POST customer/{id}/user', async () => {
    const res = await call(app, 'POST', '/api/en/customer/C0001/user', tokens.customer, { FirstName: '', LastName: 'X', Function: 9, PhoneNumber: '1', Email: 'bad', Role: 'Admin' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().ModelState).sort()).toEqual(['addUserModel.Email', 'addUserModel.FirstName', 'addUserModel.Function', 'addUserModel.Role']);
    const ok = await call(app, 'POST', '/api/en/customer/C0001/user', tokens.customer, { FirstName: 'New', LastName: 'User', Function: 0, PhoneNumber: '1', Email: 'new.user@demo.example', Role: 'PersoneelKlant' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    const users = (await call(app, 'GET', '/api/en/customer/C0001/user', tokens.customer)).json() as { Email: string }[];
    expect(users.map((u) => u.Email)).toContain('new.user@demo.example');
  });

  it('never answers 500 on bad input', async () => {
    const cases: [string, string, unknown?][] = [
      ['GET', '/api/en/axwarning?Page=abc'],
      ['GET', '/api/en/axwarning?Page=99999999999999999999999'],
      ['GET', '/api/en/axwarning?Page=9007199254740991&PageSize=500'],
      ['GET', '/api/en/customer?Page=900719925474099&PageSize=100'],
      ['GET', '/api/en/productgroup/autocomplete?search=ab'],
      ['GET', '/api/en/productgroup/autocomplete?search=abc&take=1e9'],
      ['DELETE', '/api/en/axwarning/99999999999999999999'],
      ['DELETE', '/api/en/axwarning/-1'],
      ['GET', '/api/en/customer?PageSize=100000'],
      ['GET', '/api/en/PreOrder?State=a,b,%27--'],
      ['GET', '/api/en/banner/current?locationType=7'],
      ['POST', '/api/Account/ChangePassword', { OldPassword: 1, NewPassword: [], ConfirmPassword: {} }],
      ['PUT', '/api/Account', 'just a string'],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(app, method as 'GET', url, tokens.admin, body);
      expect([url, res.statusCode < 500]).toEqual([url, true]);
      if (res.statusCode >= 400) expect(res.json().Message).toEqual(expect.any(String));
    }
  });

  it('answers 400 on malformed JSON', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/Account',
      headers: { authorization: `Bearer ${tokens.customer}`, 'content-type': 'application/json' },
      payload: '{"FirstName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('The request is invalid.');
  });

  it('answers 404 with Message on unknown ids and routes', async () => {
    const unknownAx = await call(app, 'DELETE', '/api/en/axwarning/999999', tokens.admin);
    expect(unknownAx.statusCode).toBe(404);
    expect(unknownAx.json().Message).toEqual(expect.any(String));
    expect((await call(app, 'GET', '/api/en/customer/NOPE', tokens.admin)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/nothing/here')).json()).toEqual({ Message: expect.any(String) });
  });

  it('answers 400 on a locale other than en, nl, fr', async () => {
    const res = await call(app, 'GET', '/api/de/notification', tokens.customer);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toEqual(expect.any(String));
  });
});

describe('paths and CORS', () => {
  it('matches paths case-insensitively, also with a locale', async () => {
    expect((await call(app, 'GET', '/API/ACCOUNT', tokens.customer)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/Api/NL/Notification', tokens.customer)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/EN/PREORDER?PageSize=1', tokens.customer)).json().PageSize).toBe(1);
    const sym = await call(app, 'GET', '/api/Fr/Currency/EUR/Symbol', tokens.customer);
    expect(sym.json()).toBe('€');
    expect((await call(app, 'GET', '/api/fr/currency/eur/symbol', tokens.customer)).json()).toBe('€');
    // keys and GUIDs in the path compare case-insensitively too, as on the real back end
    expect((await call(app, 'GET', '/API/EN/CUSTOMER/c0001', tokens.customer)).json().Key).toBe('C0001');
    expect((await call(app, 'GET', '/api/ACCOUNT/00000000-0000-4000-A000-000000000003', tokens.customer)).json().FirstName).toBe('Chris');
    expect((await call(app, 'POST', '/api/account/impersonate?customerKey=c0001', tokens.admin)).json().CustomerKey).toBe('C0001');
  });

  it('answers preflights for the portal origins with credentials', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3005', 'http://localhost:3003']) {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/en/notification',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-signalr-user-agent' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-headers'])).toContain('x-signalr-user-agent');
      expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
    }
    for (const origin of ['http://evil.example', 'http://localhost:3006', 'http://localhost:4000']) {
      const foreign = await app.inject({ method: 'OPTIONS', url: '/token', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers the hub negotiate preflight with the exact origin and credentials', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/hubs/chat/negotiate?negotiateVersion=1',
      headers: { origin: 'http://127.0.0.1:3003', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-requested-with,x-signalr-user-agent' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3003');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers'])).toBe('authorization, content-type, idempotency-key, x-requested-with, x-signalr-user-agent');
  });

  it('serves image placeholders without auth', async () => {
    const res = await app.inject({ method: 'GET', url: '/img/pg/1-1_230x180.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="230"');
  });
});
