import { HubConnectionBuilder, HubConnectionState, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { IMPERSONATION_REFUSALS } from '../src/auth/session';
import { DEMO } from '../src/db/seed/people';
import { PASSWORD, call, login, testApp } from './helpers';

/*
 * Issue 15, security points 2 and 3: what an impersonating admin or salesman may not do to the account,
 * and sessions that end: a password change or reset, a block and a revert end the tokens issued before
 * them, on REST calls and on open hub connections; registration bound to the confirmation code; reset
 * codes that expire and replace each other; password checks outside /token in the throttle.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
let close: () => Promise<void>;
let base: string;
const hubs: HubConnection[] = [];
const KEY = DEMO.customerKey;
const ids = {
  customer: DEMO.users.customer.id,
  staff: DEMO.users.staff.id,
  salesman: DEMO.users.salesman.id,
};

beforeAll(async () => {
  ({ app, close } = await testApp({ pingIntervalMs: 60_000 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await Promise.all(hubs.map((c) => c.stop()));
  await close();
});

const account = (token: string) => call(app, 'GET', '/api/Account', token);
const db = () => app.ctx.db;

async function impersonate(who: string): Promise<string> {
  const res = await call(app, 'POST', `/api/Account/Impersonate?customerKey=${KEY}`, await login(app, who));
  expect(res.statusCode).toBe(200);
  return res.json().AccessToken as string;
}

/** an official hub client on the chat hub; resolves `closed` with the close error when the server ends it */
async function chat(token: string): Promise<{ connection: HubConnection; closed: Promise<Error | undefined> }> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/chat`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  hubs.push(connection);
  return { connection, closed };
}

/** sets a user's password back to the demo password (tests change it) */
function resetDemoPassword(userId: string): void {
  const hash = (db().prepare("SELECT password_hash FROM users WHERE user_name = 'admin'").get() as { password_hash: string }).password_hash;
  db().prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
}

describe('impersonation limits', () => {
  const profile = (email: string) => ({ FirstName: 'Chris', LastName: 'Customer', Function: 0, PhoneNumber: '+32 3 000 00 00', Email: email });

  it('an impersonating salesman cannot change the login e-mail of the customer or of another user of the company', async () => {
    const token = await impersonate('salesman');
    const before = (await account(token)).json() as { Email: string; PhoneNumber: string };
    const takeover = await call(app, 'PUT', '/api/Account', token, { ...profile('attacker@evil.example'), PhoneNumber: before.PhoneNumber });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json()).toEqual({ Message: IMPERSONATION_REFUSALS.email });
    // the same address in another spelling is no change; other fields may be corrected
    const fine = await call(app, 'PUT', '/api/Account', token, { ...profile(before.Email.toUpperCase()), PhoneNumber: '+32 3 999 99 99' });
    expect(fine.statusCode).toBe(200);
    const staff = await call(app, 'PUT', '/api/Account', token, { Id: ids.staff, ...profile('staff-takeover@evil.example'), FirstName: 'Stef' });
    expect(staff.statusCode).toBe(403);
    expect((db().prepare('SELECT email FROM users WHERE id = ?').get(ids.customer) as { email: string }).email).toBe(before.Email);
    // the customer themselves may change it (and the company's main user their staff's)
    const own = await login(app, 'customer');
    expect((await call(app, 'PUT', '/api/Account', own, profile(before.Email))).statusCode).toBe(200);
  });

  it('an impersonating admin or salesman cannot change the password, even with the right old password', async () => {
    for (const who of ['salesman', 'admin']) {
      const token = await impersonate(who);
      const res = await call(app, 'POST', '/api/Account/ChangePassword', token, { OldPassword: PASSWORD, NewPassword: 'taken-over', ConfirmPassword: 'taken-over' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: IMPERSONATION_REFUSALS.password });
    }
    await expect(login(app, 'customer')).resolves.toEqual(expect.any(String));
  });

  it('no main-account (Klant) user is added by an impersonating admin or salesman, nor by a salesman acting as himself', async () => {
    const user = (email: string, Role: string) => ({ FirstName: 'New', LastName: 'User', Function: 0, PhoneNumber: '+32 3 123 45 67', Email: email, Role });
    for (const [token, name] of [
      [await impersonate('salesman'), 'salesman impersonating'],
      [await impersonate('admin'), 'admin impersonating'],
      [await login(app, 'salesman'), 'salesman'],
    ] as const) {
      const res = await call(app, 'POST', `/api/en/customer/${KEY}/user`, token, user(`klant-${name.replace(/ /g, '-')}@evil.example`, 'Klant'));
      expect([name, res.statusCode, res.json()]).toEqual([name, 403, { Message: IMPERSONATION_REFUSALS.mainUser }]);
    }
    // staff users still may be added while impersonating; a Klant by the customer's own main account or an admin
    expect((await call(app, 'POST', `/api/en/customer/${KEY}/user`, await impersonate('salesman'), user('staff-added@shop.example', 'PersoneelKlant'))).statusCode).toBe(200);
    expect((await call(app, 'POST', `/api/en/customer/${KEY}/user`, await login(app, 'customer'), user('second-owner@shop.example', 'Klant'))).statusCode).toBe(200);
    expect((await call(app, 'POST', `/api/en/customer/${KEY}/user`, await login(app, 'admin'), user('admin-added@shop.example', 'Klant'))).statusCode).toBe(200);
  });

  it('reverting ends the impersonation token: using it again or reverting twice answers 401', async () => {
    const token = await impersonate('salesman');
    expect((await account(token)).statusCode).toBe(200);
    const back = await call(app, 'POST', '/api/Account/RevertImpersonate', token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ Id: ids.salesman, Impersonated: false });
    expect((await account(token)).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/Account/RevertImpersonate', token)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/en/basket', token)).statusCode).toBe(401);
    // the salesman's own token answered by the revert works
    expect((await account(back.json().AccessToken)).json()).toMatchObject({ Id: ids.salesman });
    // a token reverted before it was ever used is over too
    const unused = await impersonate('admin');
    expect((await call(app, 'POST', '/api/Account/RevertImpersonate', unused)).statusCode).toBe(200);
    expect((await account(unused)).statusCode).toBe(401);
  });

  it("reverting closes the impersonation's hub connections", async () => {
    const token = await impersonate('salesman');
    const { connection, closed } = await chat(token);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await call(app, 'POST', '/api/Account/RevertImpersonate', token);
    await expect(closed).resolves.toEqual(expect.objectContaining({ message: expect.stringContaining('The session has ended.') }));
    // negotiating with it again is refused
    expect((await fetch(`${base}/hubs/chat/negotiate?negotiateVersion=1`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

describe('sessions end', () => {
  afterEach(() => {
    for (const id of [ids.customer, ids.staff, ids.salesman]) {
      resetDemoPassword(id);
      db().prepare('UPDATE users SET is_blocked = 0 WHERE id = ?').run(id);
    }
  });

  it('a password change ends every other session of the user (REST and hubs); the one that changed it stays', async () => {
    const mine = await login(app, 'staff');
    const other = await login(app, 'staff');
    const otherHub = await chat(other);
    const mineHub = await chat(mine);
    const res = await call(app, 'POST', '/api/Account/ChangePassword', mine, { OldPassword: PASSWORD, NewPassword: 'changed-1', ConfirmPassword: 'changed-1' });
    expect(res.statusCode).toBe(200);
    expect((await account(other)).statusCode).toBe(401);
    await expect(otherHub.closed).resolves.toEqual(expect.objectContaining({ message: expect.stringContaining('The session has ended.') }));
    expect((await account(mine)).statusCode).toBe(200);
    expect(mineHub.connection.state).toBe(HubConnectionState.Connected);
    // a second change from another (new) session ends the first one's keep
    const fresh = await login(app, 'staff', 'changed-1');
    expect((await call(app, 'POST', '/api/Account/ChangePassword', fresh, { OldPassword: 'changed-1', NewPassword: 'changed-2', ConfirmPassword: 'changed-2' })).statusCode).toBe(200);
    expect((await account(mine)).statusCode).toBe(401);
    expect((await account(fresh)).statusCode).toBe(200);
  });

  it('a password reset ends every session of the user', async () => {
    const token = await login(app, 'staff');
    const hub = await chat(token);
    await call(app, 'POST', '/api/Account/ForgotPassword', null, { Email: 'staff@demo.example' });
    const { code } = db().prepare("SELECT code FROM outbox WHERE kind = 'reset-password' AND user_id = ? ORDER BY id DESC LIMIT 1").get(ids.staff) as { code: string };
    expect((await call(app, 'POST', '/api/Account/ResetPassword', null, { UserId: ids.staff, Password: 'reset-99', Code: code })).statusCode).toBe(200);
    expect((await account(token)).statusCode).toBe(401);
    await expect(hub.closed).resolves.toEqual(expect.objectContaining({ message: expect.stringContaining('The session has ended.') }));
    await expect(login(app, 'staff', 'reset-99')).resolves.toEqual(expect.any(String));
  });

  it("a block ends the user's sessions and closes their hub connections (admin's block and the company's block)", async () => {
    for (const [url, by] of [
      [`/api/account/${ids.staff}/block`, 'admin'],
      [`/api/en/customer/${KEY}/user/${ids.staff}/block`, 'customer'],
    ] as const) {
      const token = await login(app, 'staff');
      const hub = await chat(token);
      expect((await call(app, 'POST', url, await login(app, by), { IsBlocked: true })).statusCode).toBe(200);
      expect((await account(token)).statusCode).toBe(401);
      await expect(hub.closed).resolves.toEqual(expect.objectContaining({ message: expect.stringContaining('The session has ended.') }));
      // unblocked: a new sign-in works, the old token stays ended
      expect((await call(app, 'POST', url, await login(app, by), { IsBlocked: false })).statusCode).toBe(200);
      expect((await account(token)).statusCode).toBe(401);
      expect((await account(await login(app, 'staff'))).statusCode).toBe(200);
    }
  });

  it("blocking a salesman ends his impersonation tokens and their hub connections", async () => {
    const token = await impersonate('salesman');
    const hub = await chat(token);
    expect((await call(app, 'POST', `/api/account/${ids.salesman}/block`, await login(app, 'admin'), { IsBlocked: true })).statusCode).toBe(200);
    expect((await account(token)).statusCode).toBe(401);
    await expect(hub.closed).resolves.toEqual(expect.objectContaining({ message: expect.stringContaining('The session has ended.') }));
  });
});

describe('registration bound to the confirmation code', () => {
  const form = { firstName: 'Rob', lastName: 'Register', function: 3, phoneNumber: '+32 3 222 22 22', password: 'welcome1', confirmPassword: 'welcome1' };

  /** a user added by the company (the invitation e-mail carries the code) */
  async function invited(email: string): Promise<{ id: string; code: string }> {
    const res = await call(app, 'POST', `/api/en/customer/${KEY}/user`, await login(app, 'customer'), { FirstName: 'Rob', LastName: 'Register', Function: 3, PhoneNumber: '+32 3 1', Email: email, Role: 'PersoneelKlant' });
    expect(res.statusCode).toBe(200);
    const id = res.json() as string;
    return { id, code: (db().prepare("SELECT code FROM outbox WHERE kind = 'confirm-email' AND user_id = ?").get(id) as { code: string }).code };
  }

  it('Register needs the confirmation code of the e-mail: a user id alone registers nothing', async () => {
    const u = await invited('rob@shop.example');
    expect((await call(app, 'GET', `/api/Account/ConfirmEmail?userId=${u.id}&code=${u.code}`)).json()).toEqual({ Actived: false });
    const without = await call(app, 'POST', `/api/Account/Register?userId=${u.id}`, null, form);
    expect(without.statusCode).toBe(400);
    expect(without.json().ModelState).toEqual({ 'model.code': [expect.any(String)] });
    expect((await call(app, 'POST', `/api/Account/Register?userId=${u.id}&code=not-the-code`, null, form)).json()).toEqual({ Message: 'Invalid token.' });
    expect((await call(app, 'POST', `/api/Account/Register?userId=${u.id}&code=${u.code}`, null, form)).statusCode).toBe(200);
    // single use
    expect((await call(app, 'POST', `/api/Account/Register?userId=${u.id}&code=${u.code}`, null, { ...form, password: 'another1', confirmPassword: 'another1' })).json()).toEqual({
      Message: 'The account is already activated.',
    });
    await expect(login(app, 'rob@shop.example', 'welcome1')).resolves.toEqual(expect.any(String));
  });

  it('the confirmation code expires after 7 days', async () => {
    const u = await invited('late@shop.example');
    const expires = Date.parse((db().prepare('SELECT confirm_expires FROM users WHERE id = ?').get(u.id) as { confirm_expires: string }).confirm_expires);
    expect(expires - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    await call(app, 'GET', `/api/Account/ConfirmEmail?userId=${u.id}&code=${u.code}`);
    db().prepare('UPDATE users SET confirm_expires = ? WHERE id = ?').run(new Date(Date.now() - 1000).toISOString(), u.id);
    expect((await call(app, 'GET', `/api/Account/ConfirmEmail?userId=${u.id}&code=${u.code}`)).json()).toEqual({ Message: 'Invalid token.' });
    expect((await call(app, 'POST', `/api/Account/Register?userId=${u.id}&code=${u.code}`, null, form)).json()).toEqual({ Message: 'Invalid token.' });
  });
});

describe('reset codes', () => {
  const forgot = async () => {
    await call(app, 'POST', '/api/Account/ForgotPassword', null, { Email: 'marketing@demo.example' });
    return (db().prepare("SELECT id, code FROM outbox WHERE kind = 'reset-password' AND user_id = ? ORDER BY id DESC LIMIT 1").get(DEMO.users.marketing.id) as { id: number; code: string });
  };
  const reset = (code: string, Password = 'demo1234') => call(app, 'POST', '/api/Account/ResetPassword', null, { UserId: DEMO.users.marketing.id, Password, Code: code });

  it('a new code ends the earlier ones', async () => {
    const first = await forgot();
    const second = await forgot();
    expect((await reset(first.code)).json()).toEqual({ Message: 'Invalid token.' });
    expect((await reset(second.code)).statusCode).toBe(200);
    expect((await reset(second.code)).statusCode).toBe(400);
  });

  it('a code expires after 24 hours', async () => {
    const mail = await forgot();
    db().prepare('UPDATE outbox SET created = ? WHERE id = ?').run(new Date(Date.now() - 24 * 3600_000 - 1000).toISOString(), mail.id);
    expect((await reset(mail.code)).json()).toEqual({ Message: 'Invalid token.' });
    const fresh = await forgot();
    db().prepare('UPDATE outbox SET created = ? WHERE id = ?').run(new Date(Date.now() - 23 * 3600_000).toISOString(), fresh.id);
    expect((await reset(fresh.code)).statusCode).toBe(200);
  });
});

describe('password checks outside /token count towards the throttle', () => {
  it('ChangePassword: wrong old passwords lock the user out of /token too; the right one then is refused as well', async () => {
    const { app: own, close: closeOwn } = await testApp();
    try {
      const token = await login(own, 'customer');
      for (let i = 0; i < 10; i++) {
        const res = await call(own, 'POST', '/api/Account/ChangePassword', token, { OldPassword: `guess-${i}`, NewPassword: 'newpass1', ConfirmPassword: 'newpass1' });
        expect(res.json().ModelState).toEqual({ 'model.OldPassword': ['Incorrect password.'] });
      }
      const limited = await call(own, 'POST', '/api/Account/ChangePassword', token, { OldPassword: PASSWORD, NewPassword: 'newpass1', ConfirmPassword: 'newpass1' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^(29\d|300)$/);
      expect(limited.json()).toEqual({ Message: 'Too many failed password attempts. Try again in 5 minutes.' });
      await expect(login(own, 'customer')).rejects.toThrow(/429/);
      await expect(login(own, 'customer@demo.example')).rejects.toThrow(/429/);
    } finally {
      await closeOwn();
    }
  });

  it('DisableCustomerIsWatching: wrong passwords count for the person (the actor while impersonating)', async () => {
    const { app: own, close: closeOwn } = await testApp();
    try {
      const token = await login(own, 'staff');
      for (let i = 0; i < 10; i++) {
        const res = await call(own, 'POST', '/api/Account/DisableCustomerIsWatching', token, { Password: `guess-${i}` });
        expect(res.json()).toEqual({ error: 'invalid_password', error_description: 'The password is incorrect.' });
      }
      const limited = await call(own, 'POST', '/api/Account/DisableCustomerIsWatching', token, { Password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'too_many_attempts', error_description: 'Too many failed password attempts. Try again in 5 minutes.' });
      await expect(login(own, 'staff')).rejects.toThrow(/429/);
      // other users are not affected
      await expect(login(own, 'marketing')).resolves.toEqual(expect.any(String));
    } finally {
      await closeOwn();
    }
  });

  it('/token: the user name and the e-mail of one user are the same user', async () => {
    const { app: own, close: closeOwn } = await testApp();
    const signIn = (userName: string, password: string, i: number) =>
      own.inject({
        method: 'POST',
        url: '/token',
        remoteAddress: `10.9.0.${i}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', userName, password }).toString(),
      });
    try {
      for (let i = 0; i < 5; i++) expect((await signIn('staff', 'wrong', i)).statusCode).toBe(400);
      for (let i = 5; i < 10; i++) expect((await signIn('STAFF@demo.example', 'wrong', i)).statusCode).toBe(400);
      expect((await signIn('staff', PASSWORD, 20)).statusCode).toBe(429);
      expect((await signIn('staff@demo.example', PASSWORD, 21)).statusCode).toBe(429);
    } finally {
      await closeOwn();
    }
  });
});
