import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { ImpersonationResponseSchema, UserSchema } from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let dbFile: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, dbFile, close } = await testApp());
});
afterAll(() => close());

/** reads the test database directly, as the README allows (outbox codes, audit rows) */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

describe('impersonation', () => {
  it('round-trips admin -> customer -> admin and audits start and end', async () => {
    const admin = await login(app, 'admin');
    const imp = await call(app, 'POST', '/api/Account/Impersonate?customerKey=C0001', admin);
    expect(imp.statusCode).toBe(200);
    const session = ImpersonationResponseSchema.parse(imp.json());
    expect(session).toMatchObject({ Impersonated: true, Role: 'Klant', CustomerKey: 'C0001', CustomerName: 'Demo Fashion Store', UserName: 'customer' });

    const me = await call(app, 'GET', '/api/Account', session.AccessToken);
    expect(me.json()).toMatchObject({ FirstName: 'Chris', Role: 'Klant' });
    // an impersonated session is a customer: no admin calls
    expect((await call(app, 'GET', '/api/Account/employees', session.AccessToken)).statusCode).toBe(403);

    const back = await call(app, 'POST', '/api/Account/RevertImpersonate', session.AccessToken);
    expect(back.statusCode).toBe(200);
    const original = ImpersonationResponseSchema.parse(back.json());
    expect(original).toMatchObject({ Impersonated: false, Role: 'Admin', UserName: 'admin', CustomerCurrencyCode: 'EUR', CustomerCurrencySymbol: '€' });
    expect((await call(app, 'GET', '/api/Account/employees', original.AccessToken)).statusCode).toBe(200);

    const audit = query<{ action: string; customer_key: string }>('SELECT action, customer_key FROM impersonation_audit ORDER BY id');
    expect(audit).toEqual([
      { action: 'start', customer_key: 'C0001' },
      { action: 'end', customer_key: 'C0001' },
    ]);
  });

  it('lets the salesman impersonate; unknown keys answer 400 with Message', async () => {
    const salesman = await login(app, 'salesman');
    expect((await call(app, 'POST', '/api/Account/Impersonate?customerKey=100001', salesman)).json()).toMatchObject({ CustomerKey: 'C0001' });
    const bad = await call(app, 'POST', '/api/Account/Impersonate?customerKey=NOPE', salesman);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: expect.stringContaining('NOPE') });
  });

  it('refuses customers and reverting a normal session', async () => {
    const customer = await login(app, 'customer');
    expect((await call(app, 'POST', '/api/Account/Impersonate?customerKey=C0001', customer)).statusCode).toBe(403);
    const revert = await call(app, 'POST', '/api/Account/RevertImpersonate', customer);
    expect(revert.statusCode).toBe(400);
    expect(revert.json().Message).toEqual(expect.any(String));
  });
});

describe('customer is watching', () => {
  it('turns on without password and off only with the password', async () => {
    const salesman = await login(app, 'salesman');
    expect((await call(app, 'POST', '/api/account/customeriswatching', salesman)).statusCode).toBe(200);
    const relogin = await app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&userName=salesman&password=demo1234',
    });
    expect(relogin.json().customerIsWatching).toBe('true');
    const wrong = await call(app, 'POST', '/api/Account/DisableCustomerIsWatching', salesman, { Password: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_password', error_description: 'The password is incorrect.' });
    const ok = await call(app, 'POST', '/api/Account/DisableCustomerIsWatching', salesman, { Password: 'demo1234' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ CustomerIsWatching: 'false' });
  });
});

describe('profile and password', () => {
  it('GET account and account/{id}', async () => {
    const staff = await login(app, 'staff');
    const me = UserSchema.parse((await call(app, 'GET', '/api/Account', staff)).json());
    expect(me).toMatchObject({ Role: 'PersoneelKlant', IsMainAccount: false, CustomerId: 'C0001' });
    const colleague = await call(app, 'GET', '/api/account/00000000-0000-4000-a000-000000000003', staff);
    expect(colleague.json()).toMatchObject({ FirstName: 'Chris' });
    expect((await call(app, 'GET', '/api/account/00000000-0000-4000-a000-000000000001', staff)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/account/unknown-id', staff)).statusCode).toBe(404);
  });

  it('PUT Account updates the own data; a bad e-mail is a model error', async () => {
    const marketing = await login(app, 'marketing');
    const body = { FirstName: 'Mila', LastName: 'Marketing', Function: 1, PhoneNumber: '+32 3 111 11 11', Email: 'marketing@demo.example' };
    const ok = await call(app, 'PUT', '/api/Account', marketing, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ FirstName: 'Mila', Function: 1 });
    const bad = await call(app, 'PUT', '/api/Account', marketing, { ...body, Email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: 'The request is invalid.', ModelState: { 'model.Email': [expect.any(String)] } });
    const taken = await call(app, 'PUT', '/api/Account', marketing, { ...body, Email: 'customer@demo.example' });
    expect(Object.keys(taken.json().ModelState)).toEqual(['model.Email']);
  });

  it('PUT Account with an Id edits another user of the company (editUser), never the main account', async () => {
    const customer = await login(app, 'customer');
    const staffId = '00000000-0000-4000-a000-000000000004';
    const current = (await call(app, 'GET', `/api/account/${staffId}`, customer)).json();
    const body = { Id: staffId, FirstName: current.FirstName, LastName: 'Staff-Edited', Function: 3, PhoneNumber: current.PhoneNumber ?? '+32 3 222 22 22', Email: current.Email };
    const ok = await call(app, 'PUT', '/api/Account', customer, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ Id: staffId, LastName: 'Staff-Edited', Function: 3 });
    // the signed-in customer's own profile is untouched
    expect((await call(app, 'GET', '/api/Account', customer)).json().LastName).not.toBe('Staff-Edited');
    // staff may not edit others; nobody edits the main account this way
    const staff = await login(app, 'staff');
    expect((await call(app, 'PUT', '/api/Account', staff, { ...body, Id: '00000000-0000-4000-a000-000000000005' })).statusCode).toBe(403);
    const admin = await login(app, 'admin');
    const main = (await call(app, 'GET', '/api/account/00000000-0000-4000-a000-000000000003', admin)).json();
    const refused = await call(app, 'PUT', '/api/Account', admin, { Id: main.Id, FirstName: 'X', LastName: 'Y', Function: 0, PhoneNumber: main.PhoneNumber ?? '+32 3 000 00 00', Email: main.Email });
    expect(refused.statusCode).toBe(400);
  });

  it('ChangePassword checks the old password and the confirmation', async () => {
    const token = await login(app, 'staff');
    const wrongOld = await call(app, 'POST', '/api/Account/ChangePassword', token, { OldPassword: 'x', NewPassword: 'secret99', ConfirmPassword: 'secret99' });
    expect(wrongOld.json().ModelState).toEqual({ 'model.OldPassword': ['Incorrect password.'] });
    const mismatch = await call(app, 'POST', '/api/Account/ChangePassword', token, { OldPassword: 'demo1234', NewPassword: 'secret99', ConfirmPassword: 'other' });
    expect(mismatch.json().ModelState).toEqual({ 'model.ConfirmPassword': ['Entered passwords do not match!'] });
    const ok = await call(app, 'POST', '/api/Account/ChangePassword', token, { OldPassword: 'demo1234', NewPassword: 'secret99', ConfirmPassword: 'secret99' });
    expect(ok.statusCode).toBe(200);
    await expect(login(app, 'staff', 'secret99')).resolves.toEqual(expect.any(String));
  });

  it('ForgotPassword stores a code in the outbox; ResetPassword uses it once', async () => {
    const forgot = await call(app, 'POST', '/api/Account/ForgotPassword', null, { Email: 'customer@demo.example' });
    expect(forgot.statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/Account/ForgotPassword', null, { Email: 'nope' })).statusCode).toBe(400);
    const [mail] = query<{ user_id: string; code: string }>("SELECT user_id, code FROM outbox WHERE kind = 'reset-password' ORDER BY id DESC LIMIT 1");
    expect(mail.user_id).toBe('00000000-0000-4000-a000-000000000003');
    const wrong = await call(app, 'POST', '/api/Account/ResetPassword', null, { UserId: mail.user_id, Password: 'demo1234', Code: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    const reset = { UserId: mail.user_id, Password: 'demo1234', Code: mail.code };
    expect((await call(app, 'POST', '/api/Account/ResetPassword', null, reset)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/Account/ResetPassword', null, reset)).statusCode).toBe(400);
    await expect(login(app, 'customer', 'demo1234')).resolves.toEqual(expect.any(String));
  });
});

describe('registration', () => {
  const pending = { id: '00000000-0000-4000-a000-000000000011', code: 'confirm-0011' };
  const form = { firstName: 'Pia', lastName: 'Pending', function: 3, phoneNumber: '+32 3 222 22 22', password: 'welcome1', confirmPassword: 'welcome1' };

  it('confirms the e-mail, completes the registration, then reports Actived', async () => {
    const wrong = await call(app, 'GET', `/api/Account/ConfirmEmail?userId=${pending.id}&code=bad`);
    expect(wrong.statusCode).toBe(400);
    const first = await call(app, 'GET', `/api/Account/ConfirmEmail?userId=${pending.id}&code=${pending.code}`);
    expect(first.json()).toEqual({ Actived: false });
    const register = `/api/Account/Register?userId=${pending.id}&code=${pending.code}`;
    const mismatch = await call(app, 'POST', register, null, { ...form, confirmPassword: 'x' });
    expect(mismatch.json().ModelState).toEqual({ 'model.confirmPassword': ['Entered passwords do not match!'] });
    expect((await call(app, 'POST', register, null, form)).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/Account/ConfirmEmail?userId=${pending.id}&code=${pending.code}`)).json()).toEqual({ Actived: true });
    expect((await call(app, 'POST', register, null, form)).json()).toEqual({ Message: 'The account is already activated.' });
    await expect(login(app, 'pending1', 'welcome1')).resolves.toEqual(expect.any(String));
  });

  it('refuses registering before the e-mail is confirmed', async () => {
    const res = await call(app, 'POST', '/api/Account/Register?userId=00000000-0000-4000-a000-000000000012&code=confirm-0012', null, form);
    expect(res.json()).toEqual({ Message: 'The e-mail address is not confirmed.' });
  });
});

describe('user look-ups and removal', () => {
  it('employees (admin only)', async () => {
    const list = (await call(app, 'GET', '/api/Account/employees', await login(app, 'admin'))).json() as { Role: string }[];
    expect(new Set(list.map((u) => u.Role))).toEqual(new Set(['Admin', 'Vertegenwoordiger']));
    expect((await call(app, 'GET', '/api/Account/employees', await login(app, 'salesman'))).statusCode).toBe(403);
  });

  it('search by customer and keyword; salesman autocomplete', async () => {
    const salesman = await login(app, 'salesman');
    const found = (await call(app, 'GET', '/api/Account/search?customerKey=C0001&keyword=stef', salesman)).json();
    expect(found).toEqual([expect.objectContaining({ FirstName: 'Stef', CustomerId: 'C0001' })]);
    const hits = (await call(app, 'GET', '/api/account/salesmanAutocomplete?search=sam', salesman)).json();
    expect(hits).toContainEqual({ Id: '00000000-0000-4000-a000-000000000002', Name: 'Sam Salesman' });
    expect((await call(app, 'GET', '/api/Account/search?keyword=x', await login(app, 'customer'))).statusCode).toBe(403);
  });

  it('remove: not the main account, only own company for customers', async () => {
    const customer = await login(app, 'customer');
    expect((await call(app, 'POST', '/api/account/remove', customer, { Email: 'customer@demo.example' })).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/account/remove', customer, { Email: 'admin@demo.example' })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/account/remove', customer, { Email: 'nobody@demo.example' })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/account/remove', customer, { Email: 'blocked@demo.example' })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/account/00000000-0000-4000-a000-000000000006', customer)).statusCode).toBe(404);
  });
});
