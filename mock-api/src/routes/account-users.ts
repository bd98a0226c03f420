import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guard';
import { hashPassword, toUser } from '../auth/users';
import { accountRepository } from '../db/accounts';
import { newCode } from '../db/outbox';
import { badRequest, forbidden, modelStateError, notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { route } from '../http/operation';
import { absoluteUrl } from '../http/urls';

/** Employee and user look-ups of the account area (admin and salesman), and removing a user. */
export default async function accountUserRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.ctx;
  const accounts = accountRepository(app.ctx.db);

  route(app, 'listEmployees', async (req) => accounts.employees().map((u) => toUser(u, (p) => absoluteUrl(req, p))));

  /**
   * POST Account/employees (admin): a new admin or salesman without customer; ModelState keys carry the
   * `addUserModel.` prefix. The account is active at once with a random password; the invite is a
   * reset-password mail in the outbox (/resetpassword?userId&code) with which they choose one. Answers the id.
   */
  route(app, 'createEmployee', async (req, reply) => {
    const body = req.body;
    if (users.byEmail(body.Email) || users.byName(body.Email)) throw modelStateError({ Email: [`Email '${body.Email}' is already taken.`] }, 'addUserModel');
    const salesTakerCode = body.Role === 'Vertegenwoordiger' ? body.SalesTakerCode?.trim() || null : null;
    return sendJson(reply, accounts.addEmployee(body, await hashPassword(newCode()), salesTakerCode));
  });

  /**
   * POST account/{id}/block (admin) with IsBlocked: blocks or unblocks a user (the employees screen); not
   * yourself, not a main account. A blocked user gets no token and their tokens stop working.
   */
  route(app, 'blockUser', async (req, reply) => {
    const a = authOf(req);
    const target = users.byId(req.params.id);
    if (!target) throw notFound('The user was not found.');
    if (target.id === a.user.id) throw badRequest('You cannot block your own account.');
    if (target.is_main_account) throw badRequest('A main account cannot be blocked.');
    accounts.setBlocked(target.id, req.body.IsBlocked);
    // a block ends the user's sessions: tokens (also their impersonation tokens) and open hub connections
    if (req.body.IsBlocked) app.ctx.sessions.revokeUser(target.id);
    return reply.status(200).send();
  });

  route(app, 'searchUsers', async (req) =>
    accounts.search(req.query.customerKey || null, req.query.keyword || null).map((u) => toUser(u, (p) => absoluteUrl(req, p))),
  );

  route(app, 'salesmanAutocomplete', async (req) => accounts.salesmen(req.query.search).map((r) => ({ Id: r.id, Name: r.name })));

  route(app, 'removeUser', async (req, reply) => {
    const a = authOf(req);
    const target = users.byEmail(req.body.Email);
    if (!target) throw notFound('The user was not found.');
    if (target.id === a.user.id || target.id === a.actor?.id) throw badRequest('You cannot remove your own account.');
    if (target.is_main_account) throw badRequest('A main account cannot be removed.');
    if (a.role === 'Klant' && target.customer_key !== a.customerKey) throw forbidden();
    if (a.role === 'Vertegenwoordiger' && !target.customer_key) throw forbidden();
    accounts.remove(target.id);
    app.ctx.sessions.revokeUser(target.id);
    return reply.status(200).send();
  });
}
