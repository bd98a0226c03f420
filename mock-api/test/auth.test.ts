import type { FastifyInstance } from 'fastify';
import { LoginResponseSchema } from 'shared-kernel/contract';
import { TokenService } from '../src/auth/tokens';
import { call, login, testApp } from './helpers';

const form = (o: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(o).toString(),
});

describe('POST /token and bearer auth', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp());
  });
  afterAll(() => close());

  it('signs in every demo user with the contract fields', async () => {
    for (const [userName, role] of [['admin', 'Admin'], ['salesman', 'Vertegenwoordiger'], ['customer', 'Klant'], ['staff', 'PersoneelKlant'], ['marketing', 'MarketingKlant']]) {
      const res = await app.inject(form({ grant_type: 'password', userName, password: 'demo1234' }));
      expect(res.statusCode).toBe(200);
      const body = LoginResponseSchema.parse(res.json());
      expect(body.role).toBe(role);
      expect(body.customerCurrencyCode).toBe('EUR');
      expect(body.customerCurrencySymbol).toBe('€');
      expect(body.customerIsWatching).toBe('false');
    }
  });

  it('answers the exact failure for a wrong password, unknown and blocked users', async () => {
    const expected = { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' };
    for (const o of [
      { grant_type: 'password', userName: 'customer', password: 'nope' },
      { grant_type: 'password', userName: 'nobody', password: 'demo1234' },
      { grant_type: 'password', userName: 'blocked', password: 'demo1234' },
      { grant_type: 'password', userName: 'pending1', password: 'demo1234' },
    ]) {
      const res = await app.inject(form(o));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
  });

  it('needs a bearer token on /api calls', async () => {
    const unauthorized = { Message: 'Authorization has been denied for this request.' };
    const none = await call(app, 'GET', '/api/Account');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauthorized);
    const bad = await call(app, 'GET', '/api/en/notification', 'not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(unauthorized);
    const ok = await call(app, 'GET', '/api/Account', await login(app, 'customer'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ FirstName: 'Chris', Role: 'Klant', IsMainAccount: true });
  });

  it('answers health without auth', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('expired tokens', () => {
  it('are refused with 401', async () => {
    const { app, close } = await testApp();
    try {
      // the same process secret as the app, but a lifetime that ended 10 s ago
      const expired = await new TokenService(-10).sign({ sub: '00000000-0000-4000-a000-000000000003', sv: 0 });
      const fresh = await new TokenService(60).sign({ sub: '00000000-0000-4000-a000-000000000003', sv: 0 });
      expect((await call(app, 'GET', '/api/Account', fresh)).statusCode).toBe(200);
      const res = await call(app, 'GET', '/api/Account', expired);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
    } finally {
      await close();
    }
  });

  it('honour tokenTtlSeconds in expires_in', async () => {
    const { app, close } = await testApp({ tokenTtlSeconds: 120 });
    try {
      const res = await app.inject(form({ grant_type: 'password', userName: 'staff', password: 'demo1234' }));
      expect(res.json().expires_in).toBe(120);
    } finally {
      await close();
    }
  });
});
