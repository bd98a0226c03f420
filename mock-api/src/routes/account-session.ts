import type { FastifyInstance } from 'fastify';
import { DisableCustomerIsWatchingSchema, type ImpersonationResponse } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { sessionFields } from '../auth/session';
import { retryText } from '../auth/throttle';
import { checkPasswordThrottled, type UserRow } from '../auth/users';
import { accountRepository } from '../db/accounts';
import { customerRepository } from '../db/customers';
import { impersonationRepository } from '../db/impersonation';
import { ApiError, badRequest } from '../http/errors';
import { route } from '../http/operation';

const invalidPassword = () => new ApiError(400, { error: 'invalid_password', error_description: 'The password is incorrect.' });

/** Impersonation and customer-is-watching (spec sections 4 and 7), under /api without locale. */
export default async function accountSessionRoutes(app: FastifyInstance): Promise<void> {
  const { db, tokens, users, sessions, throttle } = app.ctx;
  const accounts = accountRepository(db);
  const customers = customerRepository(db);
  const impersonations = impersonationRepository(db);

  async function answer(user: UserRow, actor: UserRow | null, customerKey?: string): Promise<ImpersonationResponse> {
    // the session version is the person's: the admin or salesman of an impersonation (auth/sessions.ts)
    const token = await tokens.sign({ sub: user.id, act: actor?.id, ck: customerKey, sv: (actor ?? user).session_version });
    const s = sessionFields(db, user, actor);
    return {
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
    };
  }

  route(app, 'impersonate', async (req) => {
    const { customerKey } = req.query;
    const actor = authOf(req).user;
    const key = customers.keyOf(customerKey);
    if (!key) throw badRequest(`The customer '${customerKey}' was not found.`);
    const main = users.mainOf(key);
    if (!main || main.is_blocked) throw badRequest(`The customer '${customerKey}' has no active main account.`);
    impersonations.audit(actor.id, key, main.id, 'start');
    return answer(main, actor, key);
  });

  /** ends the impersonation token (using it again, or reverting twice, answers 401) and answers a token of the admin or salesman */
  route(app, 'revertImpersonation', async (req) => {
    const a = authOf(req);
    if (!a.actor) throw badRequest('The current session is not an impersonation.');
    const customerKey = a.claims.ck ?? a.customerKey ?? '';
    impersonations.audit(a.actor.id, customerKey, a.user.id, 'end');
    sessions.endImpersonation(a.claims, { actorId: a.actor.id, userId: a.user.id, customerKey });
    return answer(a.actor, null);
  });

  route(app, 'enableCustomerIsWatching', async (req) => {
    const a = authOf(req);
    accounts.setCustomerIsWatching((a.actor ?? a.user).id, true);
    return { CustomerIsWatching: 'true' as const };
  });

  await app.register(async (scope) => {
    /*
     * The one hand-written check of a body here: DisableCustomerIsWatching answers OAuth2-style errors, and a
     * body without a password is answered like a wrong password (`invalid_password`, spec), not as the
     * schema's `invalid_request`. So the body is checked before the operation's schema, in this route's scope.
     */
    scope.addHook('preValidation', async (req) => {
      if (!DisableCustomerIsWatchingSchema.safeParse(req.body ?? {}).success) throw invalidPassword();
    });

    route(scope, 'disableCustomerIsWatching', async (req, reply) => {
      const a = authOf(req);
      const who = a.actor ?? a.user;
      // counts towards the sign-in throttle of the person (auth/throttle.ts)
      const check = await checkPasswordThrottled(throttle, req.ip, who, req.body.Password);
      if (!check.ok && check.retryAfter > 0) {
        void reply.header('Retry-After', String(check.retryAfter));
        throw new ApiError(429, { error: 'too_many_attempts', error_description: `Too many failed password attempts. ${retryText(check.retryAfter)}` });
      }
      if (!check.ok) throw invalidPassword();
      accounts.setCustomerIsWatching(who.id, false);
      return { CustomerIsWatching: 'false' as const };
    });
  });
}
