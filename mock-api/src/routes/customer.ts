import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import { canSeeCustomer } from '../auth/scope';
import { IMPERSONATION_REFUSALS } from '../auth/session';
import { hashPassword, toUser } from '../auth/users';
import { accountRepository } from '../db/accounts';
import { customerRepository, toCustomer, type CustomerRow } from '../db/customers';
import { newCode } from '../db/outbox';
import { ApiError, badRequest, forbidden, modelStateError, notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { route } from '../http/operation';
import { absoluteUrl } from '../http/urls';

/** Customers (spec section 7): list, autocomplete, detail and the users of a customer. */
export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { db, users } = app.ctx;
  const customers = customerRepository(db);
  const accounts = accountRepository(db);

  /** the customer of a key or customer number, checked against the caller */
  function customerOf(req: FastifyRequest, ref: string): CustomerRow {
    const row = customers.byRef(ref);
    if (!row) throw notFound(`The customer '${ref}' was not found.`);
    if (!canSeeCustomer(authOf(req), row.key)) throw forbidden();
    return row;
  }

  route(app, 'listCustomers', async (req) => {
    const a = authOf(req);
    // admin has no customers of their own: the switch is the salesman's
    return customers.page(req.query, req.query.MyCustomersOnly && a.role === 'Vertegenwoordiger' ? a.user.id : null);
  });

  route(app, 'customerAutocomplete', async (req) => customers.autocomplete(req.query.search, req.query.take));

  route(app, 'getCustomer', async (req) => toCustomer(customerOf(req, req.params.id)));

  /** PUT customer/: company and extra data (customers their own; admin and salesman any) */
  route(app, 'updateCustomer', async (req) => {
    const body = req.body;
    const row = customers.byRef(body.Key);
    if (!row) throw notFound(`The customer '${body.Key}' was not found.`);
    if (!canSeeCustomer(authOf(req), row.key)) throw forbidden();
    customers.update(row.key, body);
    return toCustomer(customers.byRef(row.key)!);
  });

  /** PUT Customer/CustomerKey (admin): a new customer number */
  route(app, 'changeCustomerKey', async (req) => {
    const { CurrentKey, NewAltKey } = req.body;
    const row = customers.byRef(CurrentKey);
    if (!row) throw notFound(`The customer '${CurrentKey}' was not found.`);
    if (customers.altKeyTaken(NewAltKey, row.key)) {
      throw new ApiError(400, { Message: `The customer number '${NewAltKey}' is already in use.`, ExceptionMessage: `The customer number '${NewAltKey}' is already in use.` });
    }
    customers.setAltKey(row.key, NewAltKey);
    return toCustomer(customers.byRef(row.key)!);
  });

  route(app, 'listCustomerUsers', async (req) => {
    const c = customerOf(req, req.params.id);
    return accounts.usersOf(c.key).map((u) => toUser(u, (p) => absoluteUrl(req, p)));
  });

  /** POST customer/{id}/user: ModelState keys carry the `addUserModel.` prefix; answers the new user id */
  route(app, 'addCustomerUser', async (req, reply) => {
    const a = authOf(req);
    const c = customerOf(req, req.params.id);
    const body = req.body;
    // a main-account (Klant) user administers the company: only the company's own Klant or an admin adds
    // one, never a salesman (acting as himself or impersonating) nor an impersonating admin (issue 15)
    if (body.Role === 'Klant' && (a.impersonated || a.role === 'Vertegenwoordiger')) throw forbidden(IMPERSONATION_REFUSALS.mainUser);
    if (users.byEmail(body.Email) || users.byName(body.Email)) throw modelStateError({ Email: [`Email '${body.Email}' is already taken.`] }, 'addUserModel');
    return sendJson(reply, accounts.addCustomerUser(c.key, body, await hashPassword(newCode())));
  });

  route(app, 'blockCustomerUser', async (req, reply) => {
    const a = authOf(req);
    const c = customerOf(req, req.params.id);
    const target = users.byId(req.params.uid);
    if (!target || target.customer_key !== c.key) throw notFound('The user was not found.');
    if (target.is_main_account || target.id === a.user.id) throw badRequest('The main account and the current user cannot be blocked.');
    accounts.setBlocked(target.id, req.body.IsBlocked);
    // a block ends the user's sessions: tokens and open hub connections (auth/sessions.ts)
    if (req.body.IsBlocked) app.ctx.sessions.revokeUser(target.id);
    return reply.status(200).send();
  });
}
