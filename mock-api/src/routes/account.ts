import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'crypto';
import { authOf } from '../auth/guard';
import { IMPERSONATION_REFUSALS } from '../auth/session';
import { retryText } from '../auth/throttle';
import { checkPasswordThrottled, hashPassword, toUser, type UserRow } from '../auth/users';
import { accountRepository } from '../db/accounts';
import { RESET_CODE_TTL_MS } from '../db/outbox';
import { ApiError, badRequest, forbidden, modelStateError, notFound } from '../http/errors';
import { route } from '../http/operation';
import { absoluteUrl } from '../http/urls';
import accountSessionRoutes from './account-session';
import accountUserRoutes from './account-users';

const INVALID_TOKEN = 'Invalid token.';

/** a stored code and a sent one, compared in constant time */
function sameCode(stored: string | null, sent: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** the user's confirmation code is `code` and has not expired */
function confirmCodeMatches(user: UserRow, code: string, now = Date.now()): boolean {
  return sameCode(user.confirm_code, code) && (!user.confirm_expires || Date.parse(user.confirm_expires) > now);
}

/** The account calls of spec section 7 (no locale): profile, password, registration. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.ctx;
  const accounts = accountRepository(app.ctx.db);
  await app.register(accountSessionRoutes);
  await app.register(accountUserRoutes);

  route(app, 'getAccount', async (req) => toUser(authOf(req).user, (p) => absoluteUrl(req, p)));

  route(app, 'getUser', async (req) => {
    const a = authOf(req);
    const target = users.byId(req.params.id);
    if (!target) throw notFound('The user was not found.');
    const staff = a.role === 'Admin' || a.role === 'Vertegenwoordiger';
    if (!staff && target.id !== a.user.id && (target.customer_key === null || target.customer_key !== a.customerKey)) throw forbidden();
    return toUser(target, (p) => absoluteUrl(req, p));
  });

  route(app, 'updateAccount', async (req) => {
    const a = authOf(req);
    const body = req.body;
    // editUser: a company's administrator (Klant) or an admin edits another user by Id; main-account
    // users and the current user are not edited this way (spec section 6)
    const target = body.Id && body.Id.toLowerCase() !== a.user.id.toLowerCase() ? users.byId(body.Id) : a.user;
    if (!target) throw notFound('The user was not found.');
    if (target.id !== a.user.id) {
      const mayEdit = a.role === 'Admin' || (a.role === 'Klant' && target.customer_key !== null && target.customer_key === a.customerKey);
      if (!mayEdit) throw forbidden();
      if (target.is_main_account) throw badRequest('The main account cannot be edited.');
    }
    // an impersonating admin or salesman never redirects a login e-mail (take-over by ForgotPassword otherwise)
    if (a.impersonated && body.Email.toLowerCase() !== target.email.toLowerCase()) throw forbidden(IMPERSONATION_REFUSALS.email);
    const email = a.impersonated ? target.email : body.Email;
    const other = users.byEmail(email);
    if (other && other.id !== target.id) throw modelStateError({ Email: [`Email '${email}' is already taken.`] });
    accounts.updateProfile(target.id, body, email, target.role === 'Vertegenwoordiger' ? (body.SalesTakerCode ?? null) : null);
    return toUser(users.byId(target.id)!, (p) => absoluteUrl(req, p));
  });

  /**
   * POST Account/ChangePassword: the old password counts towards the sign-in throttle; a change ends every
   * other session of the user (auth/sessions.ts), the one that made it stays signed in. Refused (403) while
   * impersonating: the customer's password is theirs.
   */
  route(app, 'changePassword', async (req, reply) => {
    const a = authOf(req);
    if (a.impersonated) throw forbidden(IMPERSONATION_REFUSALS.password);
    const check = await checkPasswordThrottled(app.ctx.throttle, req.ip, a.user, req.body.OldPassword);
    if (!check.ok && check.retryAfter > 0) {
      void reply.header('Retry-After', String(check.retryAfter));
      throw new ApiError(429, { Message: `Too many failed password attempts. ${retryText(check.retryAfter)}` });
    }
    if (!check.ok) throw modelStateError({ OldPassword: ['Incorrect password.'] });
    accounts.setPasswordHash(a.user.id, await hashPassword(req.body.NewPassword));
    app.ctx.sessions.revokeUser(a.user.id, a.claims.jti ?? null);
    return reply.status(200).send();
  });

  /** GET Account/ConfirmEmail?userId&code: `{ Actived }`; a wrong or expired code is a 400 */
  route(app, 'confirmEmail', async (req) => {
    const { userId, code } = req.query;
    const user = users.byId(userId);
    if (!user) throw badRequest(INVALID_TOKEN);
    // a completed registration answers Actived with its (used) code, expired or not
    if (user.registered && sameCode(user.confirm_code, code)) return { Actived: true };
    if (!confirmCodeMatches(user, code)) throw badRequest(INVALID_TOKEN);
    if (!user.email_confirmed) accounts.confirmEmail(user.id);
    // Actived: the registration was completed before; false shows the registration form
    return { Actived: user.registered === 1 };
  });

  /**
   * POST Account/Register?userId&code: the same confirmation code as ConfirmEmail binds the two calls
   * (contract `RegisterQuerySchema`): without the code of the e-mail, knowing a user id registers nothing.
   * The code is single-use (a registered account is refused) and expires with the invitation.
   */
  route(app, 'register', async (req, reply) => {
    const { userId, code } = req.query;
    const body = req.body;
    const user = users.byId(userId);
    if (user?.registered && sameCode(user.confirm_code, code)) throw badRequest('The account is already activated.');
    if (!user || !confirmCodeMatches(user, code)) throw badRequest(INVALID_TOKEN);
    if (user.registered) throw badRequest('The account is already activated.');
    if (!user.email_confirmed) throw badRequest('The e-mail address is not confirmed.');
    if (!accounts.completeRegistration(user.id, body, await hashPassword(body.password))) throw badRequest('The account is already activated.');
    return reply.status(200).send();
  });

  /** POST Account/ForgotPassword: a new reset code (valid RESET_CODE_TTL_MS) ends the user's earlier ones */
  route(app, 'forgotPassword', async (req, reply) => {
    const user = users.byEmail(req.body.Email);
    // answer the same whether the address is known or not
    if (user && !user.is_blocked) accounts.newResetCode(user);
    return reply.status(200).send();
  });

  /** POST Account/ResetPassword: the latest unexpired code of the user, once; ends every session of the user */
  route(app, 'resetPassword', async (req, reply) => {
    const body = req.body;
    const user = users.byId(body.UserId);
    const mail = user ? accounts.resetMail(user.id, body.Code) : undefined;
    if (!user || !mail || Date.parse(mail.created) + RESET_CODE_TTL_MS <= Date.now()) throw badRequest(INVALID_TOKEN);
    accounts.resetPassword(user.id, await hashPassword(body.Password), mail.id);
    app.ctx.sessions.revokeUser(user.id);
    return reply.status(200).send();
  });
}
