import type { FastifyInstance } from 'fastify';
import { RemoveUserSchema, type SalesmanHit } from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { toUser, type UserRow } from '../auth/users';
import { badRequest, forbidden, notFound } from '../http/errors';
import { likeTerm } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

const SearchQuery = z.object({ customerKey: z.string().max(50).optional(), keyword: z.string().max(200).optional() });
const AutocompleteQuery = z.object({ search: z.string().max(200).optional().default('') });

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

  app.get('/Account/employees', { config: { roles: ROLE_GROUPS.admin } }, async (req) =>
    (employees.all() as UserRow[]).map((u) => toUser(u, (p) => absoluteUrl(req, p))),
  );

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
    return reply.status(200).send();
  });
}
