import type { FastifyInstance } from 'fastify';
import {
  AccountUpdateSchema,
  ChangePasswordSchema,
  ConfirmEmailResponseSchema,
  ForgotPasswordSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from 'shared-kernel/contract';
import { z } from 'zod';
import { authOf } from '../auth/guard';
import { checkPassword, hashPassword, toUser } from '../auth/users';
import { newCode, sendMail } from '../db/outbox';
import { badRequest, forbidden, modelStateError, notFound } from '../http/errors';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';
import accountSessionRoutes from './account-session';
import accountUserRoutes from './account-users';

const UserIdQuery = z.object({ userId: z.string().min(1).max(100) });
const ConfirmQuery = UserIdQuery.extend({ code: z.string().min(1).max(200) });
const INVALID_TOKEN = 'Invalid token.';

/** The account calls of spec section 7 (no locale): profile, password, registration. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, users } = app.ctx;
  await app.register(accountSessionRoutes);
  await app.register(accountUserRoutes);

  app.get('/Account', async (req) => toUser(authOf(req).user, (p) => absoluteUrl(req, p)));

  app.get('/account/:id', async (req) => {
    const a = authOf(req);
    const target = users.byId((req.params as { id: string }).id);
    if (!target) throw notFound('The user was not found.');
    const staff = a.role === 'Admin' || a.role === 'Vertegenwoordiger';
    if (!staff && target.id !== a.user.id && (target.customer_key === null || target.customer_key !== a.customerKey)) throw forbidden();
    return toUser(target, (p) => absoluteUrl(req, p));
  });

  app.put('/Account', async (req) => {
    const a = authOf(req);
    const body = parse(AccountUpdateSchema, req.body);
    // editUser: a company's administrator (Klant) or an admin edits another user by Id; main-account
    // users and the current user are not edited this way (spec section 6)
    const target = body.Id && body.Id.toLowerCase() !== a.user.id.toLowerCase() ? users.byId(body.Id) : a.user;
    if (!target) throw notFound('The user was not found.');
    if (target.id !== a.user.id) {
      const mayEdit = a.role === 'Admin' || (a.role === 'Klant' && target.customer_key !== null && target.customer_key === a.customerKey);
      if (!mayEdit) throw forbidden();
      if (target.is_main_account) throw badRequest('The main account cannot be edited.');
    }
    const other = users.byEmail(body.Email);
    if (other && other.id !== target.id) throw modelStateError({ Email: [`Email '${body.Email}' is already taken.`] });
    db.prepare('UPDATE users SET first_name = ?, last_name = ?, function = ?, phone = ?, email = ?, sales_taker_code = COALESCE(?, sales_taker_code) WHERE id = ?').run(
      body.FirstName,
      body.LastName,
      body.Function,
      body.PhoneNumber,
      body.Email,
      target.role === 'Vertegenwoordiger' ? (body.SalesTakerCode ?? null) : null,
      target.id,
    );
    return toUser(users.byId(target.id)!, (p) => absoluteUrl(req, p));
  });

  app.post('/Account/ChangePassword', async (req, reply) => {
    const a = authOf(req);
    const body = parse(ChangePasswordSchema, req.body);
    if (!(await checkPassword(body.OldPassword, a.user.password_hash))) throw modelStateError({ OldPassword: ['Incorrect password.'] });
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPassword(body.NewPassword), a.user.id);
    return reply.status(200).send();
  });

  app.get('/Account/ConfirmEmail', { config: { public: true } }, async (req) => {
    const q = parse(ConfirmQuery, req.query);
    const user = users.byId(q.userId);
    if (!user || !user.confirm_code || user.confirm_code !== q.code) throw badRequest(INVALID_TOKEN);
    if (!user.email_confirmed) db.prepare('UPDATE users SET email_confirmed = 1 WHERE id = ?').run(user.id);
    // Actived: the registration was completed before; false shows the registration form
    return ConfirmEmailResponseSchema.parse({ Actived: user.registered === 1 });
  });

  app.post('/Account/Register', { config: { public: true } }, async (req, reply) => {
    const { userId } = parse(UserIdQuery, req.query);
    const body = parse(RegisterSchema, req.body);
    const user = users.byId(userId);
    if (!user) throw badRequest('The user was not found.');
    if (!user.email_confirmed) throw badRequest('The e-mail address is not confirmed.');
    if (user.registered) throw badRequest('The account is already activated.');
    db.prepare('UPDATE users SET first_name = ?, last_name = ?, function = ?, phone = ?, password_hash = ?, registered = 1 WHERE id = ?').run(
      body.firstName,
      body.lastName,
      body.function,
      body.phoneNumber,
      await hashPassword(body.password),
      user.id,
    );
    return reply.status(200).send();
  });

  app.post('/Account/ForgotPassword', { config: { public: true } }, async (req, reply) => {
    const { Email } = parse(ForgotPasswordSchema, req.body);
    const user = users.byEmail(Email);
    // answer the same whether the address is known or not
    if (user && !user.is_blocked) {
      const code = newCode();
      sendMail(db, { to: user.email, kind: 'reset-password', userId: user.id, code, body: `/resetpassword?userId=${user.id}&code=${code}` });
    }
    return reply.status(200).send();
  });

  app.post('/Account/ResetPassword', { config: { public: true } }, async (req, reply) => {
    const body = parse(ResetPasswordSchema, req.body);
    const mail = db
      .prepare("SELECT id FROM outbox WHERE kind = 'reset-password' AND user_id = ? AND code = ? AND consumed = 0")
      .get(body.UserId, body.Code) as { id: number } | undefined;
    if (!mail || !users.byId(body.UserId)) throw badRequest(INVALID_TOKEN);
    const hash = await hashPassword(body.Password);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, body.UserId);
      db.prepare('UPDATE outbox SET consumed = 1 WHERE id = ?').run(mail.id);
    })();
    return reply.status(200).send();
  });
}
