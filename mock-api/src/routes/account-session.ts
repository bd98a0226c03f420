import type { FastifyInstance } from 'fastify';
import {
  DisableCustomerIsWatchingSchema,
  ImpersonateQuerySchema,
  ImpersonationResponseSchema,
  type ImpersonationResponse,
} from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { sessionFields } from '../auth/session';
import { retryText } from '../auth/throttle';
import { checkPasswordThrottled, type UserRow } from '../auth/users';
import { ApiError, badRequest } from '../http/errors';
import { parse } from '../http/validate';

/** Impersonation and customer-is-watching (spec sections 4 and 7), under /api without locale. */
export default async function accountSessionRoutes(app: FastifyInstance): Promise<void> {
  const { db, tokens, users, sessions, throttle } = app.ctx;
  const findCustomer = db.prepare('SELECT key FROM customers WHERE key = upper(?) OR alt_key = ?');
  const audit = db.prepare('INSERT INTO impersonation_audit (actor_id, customer_key, target_user_id, action, at) VALUES (?, ?, ?, ?, ?)');
  const setWatching = db.prepare('UPDATE users SET customer_is_watching = ? WHERE id = ?');

  async function answer(user: UserRow, actor: UserRow | null, customerKey?: string): Promise<ImpersonationResponse> {
    // the session version is the person's: the admin or salesman of an impersonation (auth/sessions.ts)
    const token = await tokens.sign({ sub: user.id, act: actor?.id, ck: customerKey, sv: (actor ?? user).session_version });
    const s = sessionFields(db, user, actor);
    return ImpersonationResponseSchema.parse({
      AccessToken: token,
      ExpiresIn: tokens.ttlSeconds,
      Id: s.id,
      FirstName: s.firstName,
      LastName: s.lastName,
      Role: s.role,
      Impersonated: s.impersonated,
      CustomerKey: s.customerKey,
      CustomerName: s.customerName,
      CustomerCurrencyCode: s.customerCurrencyCode,
      CustomerCurrencySymbol: s.customerCurrencySymbol,
      UserName: s.userName,
      CustomerIsWatching: s.customerIsWatching,
    });
  }

  app.post('/Account/Impersonate', { config: { roles: ROLE_GROUPS.staff } }, async (req) => {
    const { customerKey } = parse(ImpersonateQuerySchema, req.query);
    const actor = authOf(req).user;
    const customer = findCustomer.get(customerKey, customerKey) as { key: string } | undefined;
    if (!customer) throw badRequest(`The customer '${customerKey}' was not found.`);
    const main = users.mainOf(customer.key);
    if (!main || main.is_blocked) throw badRequest(`The customer '${customerKey}' has no active main account.`);
    audit.run(actor.id, customer.key, main.id, 'start', new Date().toISOString());
    return answer(main, actor, customer.key);
  });

  /** ends the impersonation token (using it again, or reverting twice, answers 401) and answers a token of the admin or salesman */
  app.post('/Account/RevertImpersonate', async (req) => {
    const a = authOf(req);
    if (!a.actor) throw badRequest('The current session is not an impersonation.');
    const customerKey = a.claims.ck ?? a.customerKey ?? '';
    audit.run(a.actor.id, customerKey, a.user.id, 'end', new Date().toISOString());
    sessions.endImpersonation(a.claims, { actorId: a.actor.id, userId: a.user.id, customerKey });
    return answer(a.actor, null);
  });

  app.post('/account/customeriswatching', async (req) => {
    const a = authOf(req);
    setWatching.run(1, (a.actor ?? a.user).id);
    return { CustomerIsWatching: 'true' };
  });

  app.post('/Account/DisableCustomerIsWatching', async (req, reply) => {
    const a = authOf(req);
    const who = a.actor ?? a.user;
    const body = DisableCustomerIsWatchingSchema.safeParse(req.body ?? {});
    if (!body.success) throw new ApiError(400, { error: 'invalid_password', error_description: 'The password is incorrect.' });
    // counts towards the sign-in throttle of the person (auth/throttle.ts)
    const check = await checkPasswordThrottled(throttle, req.ip, who, body.data.Password);
    if (!check.ok && check.retryAfter > 0) {
      void reply.header('Retry-After', String(check.retryAfter));
      throw new ApiError(429, { error: 'too_many_attempts', error_description: `Too many failed password attempts. ${retryText(check.retryAfter)}` });
    }
    if (!check.ok) throw new ApiError(400, { error: 'invalid_password', error_description: 'The password is incorrect.' });
    setWatching.run(0, who.id);
    return { CustomerIsWatching: 'false' };
  });
}
