import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import { ApiError, badRequest } from './errors';

/**
 * `Idempotency-Key` on writes that are not idempotent by themselves (issue 19, trade-show mode): the
 * header writes `PUT PreOrder/{id}/customer` and `/sales` carry the RowVersion they are based on, so the
 * same write sent twice (the sync of an offline change whose first answer was lost) would be refused
 * with 409 the second time, although it was applied. A route with `config.idempotent` remembers its
 * successful answer (status below 300) under the caller and the key for 24 hours; the same request with
 * the same key gets that answer again, marked `Idempotent-Replayed: true`, and nothing is written twice.
 * The same key with another request (method, path or body) is refused with 422. Requests without the
 * header behave as before. Refused requests are not remembered: sent again, they are judged again.
 * Line writes (amounts, product and group settings) set absolute values and need no key.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** how long an answer is kept */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** printable, URL-safe keys (a UUID fits), at most 200 characters */
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;

interface StoredAnswer {
  fingerprint: string;
  status: number;
  content_type: string | null;
  body: string;
}

const replayed = new WeakSet<FastifyRequest>();
const keyOf = new WeakMap<FastifyRequest, { principal: string; key: string; fingerprint: string }>();

/** whether the answer to this request was a stored one (nothing was executed) */
export function isReplayedAnswer(req: FastifyRequest): boolean {
  return replayed.has(req);
}

/** who the key belongs to: the user, and the admin or salesman acting as them */
function principalOf(req: FastifyRequest): string | null {
  const a = req.auth;
  if (!a) return null;
  return a.actor ? `${a.user.id}|${a.actor.id}` : a.user.id;
}

function fingerprintOf(req: FastifyRequest): string {
  const body = req.body === undefined ? '' : JSON.stringify(req.body);
  return createHash('sha256').update(`${req.method} ${req.url.toLowerCase()}\n${body}`).digest('hex');
}

let inserts = 0;

export function registerIdempotency(app: FastifyInstance): void {
  const db: Db = app.ctx.db;
  const find = db.prepare('SELECT fingerprint, status, content_type, body FROM idempotency_keys WHERE principal = ? AND key = ? AND created_at > ?');
  const store = db.prepare(
    `INSERT INTO idempotency_keys (principal, key, fingerprint, status, content_type, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (principal, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status, content_type = excluded.content_type,
       body = excluded.body, created_at = excluded.created_at`,
  );
  const expire = db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?');

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.routeOptions.config.idempotent) return;
    const raw = req.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!KEY_PATTERN.test(key)) throw badRequest('The Idempotency-Key header must be 1 to 200 letters, digits or ._:- characters.');
    const principal = principalOf(req);
    if (!principal) return;
    const fingerprint = fingerprintOf(req);
    const since = new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString();
    const known = find.get(principal, key, since) as StoredAnswer | undefined;
    if (known) {
      if (known.fingerprint !== fingerprint) throw new ApiError(422, { Message: 'The Idempotency-Key was already used for another request.' });
      replayed.add(req);
      if (known.content_type) void reply.header('Content-Type', known.content_type);
      return reply.status(known.status).header('Idempotent-Replayed', 'true').send(known.body);
    }
    keyOf.set(req, { principal, key, fingerprint });
    return undefined;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const k = keyOf.get(req);
    if (!k || replayed.has(req) || reply.statusCode >= 300) return payload;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload === null || payload === undefined ? '' : null;
    if (body === null) return payload; // a stream: not kept (no idempotent route answers one)
    const now = Date.now();
    const type = reply.getHeader('Content-Type');
    store.run(k.principal, k.key, k.fingerprint, reply.statusCode, typeof type === 'string' ? type : null, body, new Date(now).toISOString());
    if (++inserts % 100 === 0) expire.run(new Date(now - IDEMPOTENCY_TTL_MS).toISOString());
    return payload;
  });
}
