import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guard';
import { notificationRepository } from '../db/notifications';
import { notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { localeOf } from '../http/locale';
import { route } from '../http/operation';
import { nowIso } from '../http/time';

/** Notifications (spec section 7): the dashboard list in the request locale, and the admin's create, read, edit. */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const notifications = notificationRepository(app.ctx.db);
  const find = (id: number) => {
    const n = notifications.byId(id);
    if (!n) throw notFound('The notification was not found.');
    return n;
  };

  route(app, 'listNotifications', async (req) => {
    const a = authOf(req);
    return notifications.active({ customerKey: a.customerKey, isMainAccount: a.user.is_main_account === 1 }, nowIso(), localeOf(req));
  });

  route(app, 'listAdminNotifications', async (req) => notifications.page(req.query));

  route(app, 'getNotification', async (req) => find(req.params.id));

  /** answers the new id */
  route(app, 'createNotification', async (req, reply) => sendJson(reply, notifications.save(req.body, null)));

  route(app, 'updateNotification', async (req) => {
    const id = find(req.params.id).Id;
    notifications.save(req.body, id);
    return find(id);
  });
}
