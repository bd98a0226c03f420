import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActingPerson, Role } from 'shared-kernel/contract';
import type { Db } from '../db/open';
import { isReplayedAnswer } from '../http/idempotency';
import type { Auth } from './session';

/**
 * Traceable impersonation (issue 10). Every impersonation token (an admin or salesman acting as a customer's
 * main user) is one session, created on its first use and keyed by the token id; started is the token's issue
 * time, last seen the time of its latest request, ended the time it was reverted. Every successful write
 * (a non-GET answered below 400) made with such a token is an `impersonation_writes` row. Orders placed and
 * pre-orders changed while impersonating keep the actor (GET Order/{id} PlacedBy, GET PreOrder/{id} LastChangedBy).
 */

/** POSTs that only read or answer a file: never traced as writes */
const READ_ROUTES = new Set(['/basket/validate', '/coupon/check', '/dl/:type', '/dl/product-info/csv', '/account/customeriswatching', '/account/disablecustomeriswatching']);
const REVERT_ROUTE = '/account/revertimpersonate';
/** the pre-order routes that change a pre-order (its path id) */
const PREORDER_WRITE = /^\/preorder\/:id(\/|$)/i;
/** last seen is written at most this often per session */
const LAST_SEEN_EVERY_MS = 1000;

/** the route pattern without the `/api/:locale` or `/api` prefix */
export function routePattern(req: FastifyRequest): string {
  return (req.routeOptions.url ?? req.url).replace(/^\/api\/:locale(?=\/)/i, '').replace(/^\/api(?=\/)/i, '');
}

const notedResources = new WeakMap<FastifyRequest, string>();
/** the resource a write created (e.g. the order number of basket/submit), shown in the session's writes */
export function noteTracedResource(req: FastifyRequest, id: string | number): void {
  notedResources.set(req, String(id));
}

function resourceOf(req: FastifyRequest): string | null {
  const noted = notedResources.get(req);
  if (noted) return noted;
  const params = (req.params ?? {}) as Record<string, unknown>;
  const first = Object.entries(params).find(([k, v]) => k !== 'locale' && (typeof v === 'string' || typeof v === 'number'));
  return first ? String(first[1]).slice(0, 100) : null;
}

interface SessionCache {
  ids: Map<string, { id: number; seen: number }>;
}
const caches = new WeakMap<Db, SessionCache>();

/** the session of an impersonating request (created on first use, last seen refreshed); null without actor */
export function impersonationSessionId(db: Db, a: Auth): number | null {
  if (!a.actor) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { ids: new Map() }));
  const tokenId = a.claims.jti ?? `${a.actor.id}:${a.claims.ck ?? ''}:${a.claims.iat ?? 0}`;
  const now = Date.now();
  const known = cache.ids.get(tokenId);
  if (known) {
    if (now - known.seen >= LAST_SEEN_EVERY_MS) {
      db.prepare('UPDATE impersonation_sessions SET last_seen = ? WHERE id = ?').run(new Date(now).toISOString(), known.id);
      known.seen = now;
    }
    return known.id;
  }
  const nowIso = new Date(now).toISOString();
  const started = a.claims.iat ? new Date(a.claims.iat * 1000).toISOString() : nowIso;
  db.prepare(
    `INSERT INTO impersonation_sessions (token_id, actor_id, user_id, customer_key, started, last_seen, ended) VALUES (?, ?, ?, ?, ?, ?, NULL)
     ON CONFLICT (token_id) DO UPDATE SET last_seen = excluded.last_seen`,
  ).run(tokenId, a.actor.id, a.user.id, a.claims.ck ?? a.customerKey ?? '', started, nowIso);
  const id = (db.prepare('SELECT id FROM impersonation_sessions WHERE token_id = ?').get(tokenId) as { id: number }).id;
  if (cache.ids.size >= 2000) cache.ids.delete(cache.ids.keys().next().value as string);
  cache.ids.set(tokenId, { id, seen: now });
  return id;
}

/** records the actor of an order placed while impersonating (basket/submit) */
export function recordOrderPlacedBy(db: Db, orderId: number, a: Auth): void {
  if (!a.actor) return;
  db.prepare('INSERT OR REPLACE INTO order_placed_by (order_id, actor_id, session_id) VALUES (?, ?, ?)').run(orderId, a.actor.id, impersonationSessionId(db, a));
}

interface ActingRow {
  first_name: string;
  last_name: string;
  user_name: string;
  role: Role;
  customer_name: string | null;
  at: string;
}
const toActing = (r: ActingRow | undefined): ActingPerson | null =>
  r ? { Name: `${r.first_name} ${r.last_name}`.trim() || r.user_name, Role: r.role, CustomerName: r.customer_name ?? '', At: r.at } : null;

/** GET Order/{id} PlacedBy: the admin or salesman who placed the order while impersonating; null otherwise */
export function orderPlacedBy(db: Db, orderId: number): ActingPerson | null {
  return toActing(
    db
      .prepare(
        `SELECT u.first_name, u.last_name, u.user_name, u.role, c.name AS customer_name, o.order_date AS at
         FROM order_placed_by pb JOIN orders o ON o.id = pb.order_id JOIN users u ON u.id = pb.actor_id LEFT JOIN customers c ON c.key = o.customer_key
         WHERE pb.order_id = ?`,
      )
      .get(orderId) as ActingRow | undefined,
  );
}

/** GET PreOrder/{id} LastChangedBy: the admin or salesman of the last change when made while impersonating; null otherwise */
export function preOrderChangedBy(db: Db, preorderId: number): ActingPerson | null {
  return toActing(
    db
      .prepare(
        `SELECT u.first_name, u.last_name, u.user_name, u.role, c.name AS customer_name, cb.at
         FROM preorder_changed_by cb JOIN preorders p ON p.id = cb.preorder_id JOIN users u ON u.id = cb.actor_id LEFT JOIN customers c ON c.key = p.customer_key
         WHERE cb.preorder_id = ?`,
      )
      .get(preorderId) as ActingRow | undefined,
  );
}

/** Registers the trace hook (called by registerGuard, after the auth hook). */
export function registerImpersonationTrace(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const a = req.auth;
    // a stored answer given again for the same Idempotency-Key wrote nothing
    if (!a || req.is404 || isReplayedAnswer(req)) return;
    const db = app.ctx.db;
    const write = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400;
    const route = routePattern(req);
    const preorderId = write && PREORDER_WRITE.test(route) ? Number((req.params as { id?: string }).id) : NaN;
    try {
      if (!a.actor) {
        // a change of someone acting as themselves: the pre-order no longer shows an impersonated change
        if (Number.isInteger(preorderId)) db.prepare('DELETE FROM preorder_changed_by WHERE preorder_id = ?').run(preorderId);
        return;
      }
      const sessionId = impersonationSessionId(db, a);
      if (!write || sessionId === null) return;
      const now = new Date().toISOString();
      const key = route.toLowerCase();
      if (key === REVERT_ROUTE) {
        db.prepare('UPDATE impersonation_sessions SET ended = ?, last_seen = ? WHERE id = ?').run(now, now, sessionId);
        return;
      }
      if (READ_ROUTES.has(key)) return;
      db.prepare('INSERT INTO impersonation_writes (session_id, method, route, url, resource_id, status, at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        sessionId,
        req.method,
        route,
        req.url.split('?')[0].slice(0, 500),
        resourceOf(req),
        reply.statusCode,
        now,
      );
      if (Number.isInteger(preorderId) && db.prepare('SELECT 1 FROM preorders WHERE id = ?').get(preorderId)) {
        db.prepare('INSERT OR REPLACE INTO preorder_changed_by (preorder_id, actor_id, at) VALUES (?, ?, ?)').run(preorderId, a.actor.id, now);
      }
    } catch (e) {
      // tracing never fails the answer (already sent); the database being closed in tests is expected
      req.log.warn({ err: e }, 'impersonation trace failed');
    }
  });
}
