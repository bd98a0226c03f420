import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddUserSchema, BlockUserSchema, CustomerKeyChangeSchema, CustomerListQuerySchema, CustomerUpdateSchema, type Customer, type CustomerHit } from 'shared-kernel/contract';
import { randomUUID } from 'crypto';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { canSeeCustomer } from '../auth/scope';
import { IMPERSONATION_REFUSALS } from '../auth/session';
import { hashPassword, toUser, type UserRow } from '../auth/users';
import { CONFIRM_CODE_TTL_MS, newCode, sendMail } from '../db/outbox';
import { ApiError, badRequest, forbidden, modelStateError, notFound } from '../http/errors';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import { sendJson } from '../http/json';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

interface CustomerRow {
  key: string;
  alt_key: string;
  name: string;
  commercial_name: string;
  street: string;
  zipcode: string;
  city: string;
  country_name: string;
  phone: string;
  email: string;
  use_email_invoice_template: number;
  email_invoice: string | null;
  facebook_followers: number;
  instagram_followers: number;
  url: string | null;
  webshop_url: string | null;
  point_of_sale_system: string | null;
}

export function toCustomer(r: CustomerRow): Customer {
  return {
    Key: r.key,
    AltKey: r.alt_key,
    Name: r.name,
    CommercialName: r.commercial_name,
    Street: r.street,
    Zipcode: r.zipcode,
    City: r.city,
    CountryName: r.country_name,
    Phone: r.phone,
    Email: r.email,
    UseEmailInvoiceTemplate: bool(r.use_email_invoice_template),
    EmailInvoice: r.email_invoice,
    FacebookFollowers: r.facebook_followers,
    InstagramFollowers: r.instagram_followers,
    Url: r.url,
    WebshopUrl: r.webshop_url,
    PointOfSaleSystem: r.point_of_sale_system,
  };
}

const COLUMNS = 'SELECT c.*, ctry.name_en AS country_name';
const FROM = 'FROM customers c JOIN countries ctry ON ctry.id = c.country_id';
const AutocompleteQuery = z.object({ search: z.string().max(200).optional().default(''), take: z.coerce.number().int().min(1).max(100).default(20) });
const KeyParams = z.object({ id: z.string().min(1).max(50) });
const UserParams = KeyParams.extend({ uid: z.string().min(1).max(100) });
const staff = { config: { roles: ROLE_GROUPS.staff } };
const managers = { config: { roles: ['Admin', 'Vertegenwoordiger', 'Klant'] as const } };

/** Customers (spec section 7): list, autocomplete, detail and the users of a customer. */
export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { db, users } = app.ctx;
  // keys compare case-insensitively (stored upper case: C0001)
  const byKey = db.prepare(`${COLUMNS} ${FROM} WHERE c.key = upper(?) OR c.alt_key = ?`);
  const usersOf = db.prepare('SELECT * FROM users WHERE customer_key = ? AND is_deleted = 0 ORDER BY is_main_account DESC, last_name, first_name');

  /** the customer of the `id` path value (key or customer number), checked against the caller */
  function customerOf(req: FastifyRequest): CustomerRow {
    const { id } = parse(KeyParams, req.params);
    const row = byKey.get(id, id) as CustomerRow | undefined;
    if (!row) throw notFound(`The customer '${id}' was not found.`);
    if (!canSeeCustomer(authOf(req), row.key)) throw forbidden();
    return row;
  }

  app.get('/customer', staff, async (req) => {
    const a = authOf(req);
    const q = parse(CustomerListQuerySchema, req.query);
    const where = new Where();
    if (q.searchTerm) {
      where.add(
        "(c.name LIKE @term ESCAPE '\\' OR c.alt_key LIKE @term ESCAPE '\\' OR c.city LIKE @term ESCAPE '\\' OR c.zipcode LIKE @term ESCAPE '\\' OR c.email LIKE @term ESCAPE '\\')",
        { term: likeTerm(q.searchTerm) },
      );
    }
    // admin has no customers of their own: the switch is the salesman's
    if (q.MyCustomersOnly && a.role === 'Vertegenwoordiger') where.add('c.salesman_id = @me', { me: a.user.id });
    return pagedQuery(db, {
      select: COLUMNS,
      from: FROM,
      where,
      orderBy: 'c.name, c.key',
      page: q.Page,
      pageSize: q.PageSize,
      map: toCustomer,
    });
  });

  app.get('/customer/autocomplete', staff, async (req): Promise<CustomerHit[]> => {
    const q = parse(AutocompleteQuery, req.query);
    const rows = db
      .prepare(
        `SELECT key, alt_key, name, city FROM customers WHERE name LIKE @t ESCAPE '\\' OR alt_key LIKE @t ESCAPE '\\' OR key = @exact
         ORDER BY (alt_key = @exact) DESC, name LIMIT @take`,
      )
      .all({ t: likeTerm(q.search), exact: q.search, take: q.take }) as { key: string; alt_key: string; name: string; city: string }[];
    return rows.map((r) => ({ Key: r.key, AltKey: r.alt_key, Name: r.name, City: r.city }));
  });

  app.get('/customer/:id', async (req) => toCustomer(customerOf(req)));

  /** PUT customer/: company and extra data (customers their own; admin and salesman any) */
  app.put('/customer', managers, async (req) => {
    const a = authOf(req);
    const body = parse(CustomerUpdateSchema, req.body);
    const row = byKey.get(body.Key, body.Key) as CustomerRow | undefined;
    if (!row) throw notFound(`The customer '${body.Key}' was not found.`);
    if (!canSeeCustomer(a, row.key)) throw forbidden();
    db.prepare(
      `UPDATE customers SET commercial_name = ?, street = ?, zipcode = ?, city = ?, phone = ?, email = ?, use_email_invoice_template = ?, email_invoice = ?,
        facebook_followers = ?, instagram_followers = ?, url = ?, webshop_url = ?, point_of_sale_system = ? WHERE key = ?`,
    ).run(body.CommercialName, body.Street, body.Zipcode, body.City, body.Phone, body.Email, body.UseEmailInvoiceTemplate ? 1 : 0, body.EmailInvoice, body.FacebookFollowers, body.InstagramFollowers, body.Url, body.WebshopUrl, body.PointOfSaleSystem, row.key);
    return toCustomer(byKey.get(row.key, row.key) as CustomerRow);
  });

  /** PUT Customer/CustomerKey (admin): a new customer number */
  app.put('/Customer/CustomerKey', { config: { roles: ROLE_GROUPS.admin } }, async (req) => {
    const body = parse(CustomerKeyChangeSchema, req.body);
    const row = byKey.get(body.CurrentKey, body.CurrentKey) as CustomerRow | undefined;
    if (!row) throw notFound(`The customer '${body.CurrentKey}' was not found.`);
    const clash = db.prepare('SELECT key FROM customers WHERE (alt_key = ? OR key = upper(?)) AND key <> ?').get(body.NewAltKey, body.NewAltKey, row.key);
    if (clash) throw new ApiError(400, { Message: `The customer number '${body.NewAltKey}' is already in use.`, ExceptionMessage: `The customer number '${body.NewAltKey}' is already in use.` });
    db.prepare('UPDATE customers SET alt_key = ? WHERE key = ?').run(body.NewAltKey, row.key);
    return toCustomer(byKey.get(row.key, row.key) as CustomerRow);
  });

  app.get('/customer/:id/user', async (req) => {
    const c = customerOf(req);
    return (usersOf.all(c.key) as UserRow[]).map((u) => toUser(u, (p) => absoluteUrl(req, p)));
  });

  /** POST customer/{id}/user: ModelState keys carry the `addUserModel.` prefix; answers the new user id */
  app.post('/customer/:id/user', managers, async (req, reply) => {
    const a = authOf(req);
    const c = customerOf(req);
    const body = parse(AddUserSchema, req.body, 'addUserModel');
    // a main-account (Klant) user administers the company: only the company's own Klant or an admin adds
    // one, never a salesman (acting as himself or impersonating) nor an impersonating admin (issue 15)
    if (body.Role === 'Klant' && (a.impersonated || a.role === 'Vertegenwoordiger')) throw forbidden(IMPERSONATION_REFUSALS.mainUser);
    if (users.byEmail(body.Email) || users.byName(body.Email)) throw modelStateError({ Email: [`Email '${body.Email}' is already taken.`] }, 'addUserModel');
    const id = randomUUID();
    const code = newCode();
    db.prepare(
      `INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, function, phone, role, sales_taker_code, customer_key, photo,
        is_blocked, is_main_account, email_confirmed, confirm_code, confirm_expires, registered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, NULL, 0, 0, 0, ?, ?, 0)`,
    ).run(id, body.Email, body.Email, await hashPassword(newCode()), body.FirstName, body.LastName, body.Function, body.PhoneNumber, body.Role, c.key, code, new Date(Date.now() + CONFIRM_CODE_TTL_MS).toISOString());
    sendMail(db, { to: body.Email, kind: 'confirm-email', userId: id, code, body: `/register?userId=${id}&code=${code}` });
    return sendJson(reply, id);
  });

  app.post('/customer/:id/user/:uid/block', managers, async (req, reply) => {
    const a = authOf(req);
    const c = customerOf(req);
    const { uid } = parse(UserParams, req.params);
    const { IsBlocked } = parse(BlockUserSchema, req.body);
    const target = users.byId(uid);
    if (!target || target.customer_key !== c.key) throw notFound('The user was not found.');
    if (target.is_main_account || target.id === a.user.id) throw badRequest('The main account and the current user cannot be blocked.');
    db.prepare('UPDATE users SET is_blocked = ? WHERE id = ?').run(IsBlocked ? 1 : 0, target.id);
    // a block ends the user's sessions: tokens and open hub connections (auth/sessions.ts)
    if (IsBlocked) app.ctx.sessions.revokeUser(target.id);
    return reply.status(200).send();
  });
}
