import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'crypto';
import { BlockUserSchema, RemoveUserSchema, UserSchema, type SalesmanHit } from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { hashPassword, toUser, type UserRow } from '../auth/users';
import { newCode, sendMail } from '../db/outbox';
import { badRequest, forbidden, modelStateError, notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { likeTerm } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

const SearchQuery = z.object({ customerKey: z.string().max(50).optional(), keyword: z.string().max(200).optional() });
const AutocompleteQuery = z.object({ search: z.string().max(200).optional().default('') });
const IdParams = z.object({ id: z.string().min(1).max(100) });
/** POST Account/employees: the add-user form of the admin's employees screen (mfe-admin createEmployee.ts) */
const AddEmployeeSchema = UserSchema.pick({ FirstName: true, LastName: true, Function: true, PhoneNumber: true, Email: true }).extend({
  FirstName: z.string().trim().min(1, 'The first name is required.').max(100),
  LastName: z.string().trim().min(1, 'The last name is required.').max(100),
  Role: z.enum(['Admin', 'Vertegenwoordiger'], 'The role must be Admin or Vertegenwoordiger.'),
  SalesTakerCode: z.string().max(20).nullable().optional(),
});
const admin = { config: { roles: ROLE_GROUPS.admin } };

/** Employee and user look-ups of the account area (admin and salesman), and removing a user. */
export default async function accountUserRoutes(app: FastifyInstance): Promise<void> {
  const { db, users } = app.ctx;
  const employees = db.prepare("SELECT * FROM users WHERE role IN ('Admin', 'Vertegenwoordiger') AND is_deleted = 0 ORDER BY last_name, first_name");
  const search = db.prepare(
    `SELECT * FROM users WHERE is_deleted = 0 AND customer_key IS NOT NULL AND (@key IS NULL OR customer_key = upper(@key))
     AND (@kw IS NULL OR first_name LIKE @kw ESCAPE '\\' OR last_name LIKE @kw ESCAPE '\\' OR email LIKE @kw ESCAPE '\\' OR user_name LIKE @kw ESCAPE '\\')
     ORDER BY customer_key, is_main_account DESC, last_name LIMIT 200`,
  );
  const salesmen = db.prepare(
    `SELECT id, first_name || ' ' || last_name AS name FROM users WHERE role = 'Vertegenwoordiger' AND is_deleted = 0
     AND (first_name || ' ' || last_name) LIKE ? ESCAPE '\\' ORDER BY last_name, first_name LIMIT 20`,
  );

  app.get('/Account/employees', admin, async (req) => (employees.all() as UserRow[]).map((u) => toUser(u, (p) => absoluteUrl(req, p))));

  /**
   * POST Account/employees (admin): a new admin or salesman without customer; ModelState keys carry the
   * `addUserModel.` prefix. The account is active at once with a random password; the invite is a
   * reset-password mail in the outbox (/resetpassword?userId&code) with which they choose one. Answers the id.
   */
  app.post('/Account/employees', admin, async (req, reply) => {
    const body = parse(AddEmployeeSchema, req.body, 'addUserModel');
    if (users.byEmail(body.Email) || users.byName(body.Email)) throw modelStateError({ Email: [`Email '${body.Email}' is already taken.`] }, 'addUserModel');
    const id = randomUUID();
    const code = newCode();
    const hash = await hashPassword(newCode());
    const salesTakerCode = body.Role === 'Vertegenwoordiger' ? body.SalesTakerCode?.trim() || null : null;
    db.transaction(() => {
      db.prepare(
        `INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, function, phone, role, sales_taker_code, customer_key, photo,
          is_blocked, is_main_account, email_confirmed, confirm_code, registered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, 0, 0, 1, NULL, 1)`,
      ).run(id, body.Email, body.Email, hash, body.FirstName, body.LastName, body.Function, body.PhoneNumber, body.Role, salesTakerCode);
      sendMail(db, { to: body.Email, kind: 'reset-password', userId: id, code, body: `/resetpassword?userId=${id}&code=${code}` });
    })();
    return sendJson(reply, id);
  });

  /**
   * POST account/{id}/block (admin) with IsBlocked: blocks or unblocks a user (the employees screen); not
   * yourself, not a main account. A blocked user gets no token and their tokens stop working.
   */
  app.post('/account/:id/block', admin, async (req, reply) => {
    const a = authOf(req);
    const { id } = parse(IdParams, req.params);
    const { IsBlocked } = parse(BlockUserSchema, req.body);
    const target = users.byId(id);
    if (!target) throw notFound('The user was not found.');
    if (target.id === a.user.id) throw badRequest('You cannot block your own account.');
    if (target.is_main_account) throw badRequest('A main account cannot be blocked.');
    db.prepare('UPDATE users SET is_blocked = ? WHERE id = ?').run(IsBlocked ? 1 : 0, target.id);
    // a block ends the user's sessions: tokens (also their impersonation tokens) and open hub connections
    if (IsBlocked) app.ctx.sessions.revokeUser(target.id);
    return reply.status(200).send();
  });

  app.get('/Account/search', { config: { roles: ROLE_GROUPS.staff } }, async (req) => {
    const q = parse(SearchQuery, req.query);
    const rows = search.all({ key: q.customerKey || null, kw: q.keyword ? likeTerm(q.keyword) : null }) as UserRow[];
    return rows.map((u) => toUser(u, (p) => absoluteUrl(req, p)));
  });

  app.get('/account/salesmanAutocomplete', { config: { roles: ROLE_GROUPS.staff } }, async (req): Promise<SalesmanHit[]> => {
    const q = parse(AutocompleteQuery, req.query);
    return (salesmen.all(likeTerm(q.search)) as { id: string; name: string }[]).map((r) => ({ Id: r.id, Name: r.name }));
  });

  app.post('/account/remove', { config: { roles: ['Admin', 'Vertegenwoordiger', 'Klant'] } }, async (req, reply) => {
    const a = authOf(req);
    const { Email } = parse(RemoveUserSchema, req.body);
    const target = users.byEmail(Email);
    if (!target) throw notFound('The user was not found.');
    if (target.id === a.user.id || target.id === a.actor?.id) throw badRequest('You cannot remove your own account.');
    if (target.is_main_account) throw badRequest('A main account cannot be removed.');
    if (a.role === 'Klant' && target.customer_key !== a.customerKey) throw forbidden();
    if (a.role === 'Vertegenwoordiger' && !target.customer_key) throw forbidden();
    // free the e-mail address and user name for a new account
    db.prepare("UPDATE users SET is_deleted = 1, email = id || '@deleted.invalid', user_name = id || '@deleted' WHERE id = ?").run(target.id);
    app.ctx.sessions.revokeUser(target.id);
    return reply.status(200).send();
  });
}
