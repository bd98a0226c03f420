import { createHash, randomBytes } from 'node:crypto';
import type { DOWNLOAD_TYPES } from 'shared-kernel/contract';
import type { Db } from './open';

/*
 * The file-sharing widget of the downloads page (spec section 2: "embedded file-sharing widget in a
 * dialog"; routes/fileshare.ts serves it): the customer's prepared download packages, each with its share
 * link, which expires and can be revoked.
 *
 * Packages live where routes/download.ts prepares them (in memory, an hour each); that route lends this
 * module a view of them (`providePackages`), so the two share no storage and download.ts keeps its own.
 * The widget's own sign-in is a view: a random token handed out by an authenticated call, kept here
 * only as its SHA-256 (table fileshare_views), bound to the customer and user, short-lived.
 */

export type PackageType = (typeof DOWNLOAD_TYPES)[number];

/** one prepared package as the widget lists it; its share link is GET dl/files/{token}.zip */
export interface SharedPackage {
  token: string;
  type: PackageType;
  resolution: 'high' | 'low';
  /** products (rows) in the package */
  count: number;
  createdAt: number;
  expiresAt: number;
}

/** what routes/download.ts lends: the live packages of a customer, and revoking one of them */
export interface PackageSource {
  list(customerKey: string, now: number): SharedPackage[];
  /** ends a package's share link at once; false when the customer has no such live package */
  revoke(customerKey: string, token: string): boolean;
}

const sources = new WeakMap<Db, PackageSource>();

export function providePackages(db: Db, source: PackageSource): void {
  sources.set(db, source);
}

/** the packages of the app on `db` (none when downloads are not registered) */
export function packagesOf(db: Db): PackageSource {
  return sources.get(db) ?? { list: () => [], revoke: () => false };
}

/** How long the widget's view token stays valid after the dialog asked for it. */
export const VIEW_TTL_MS = 15 * 60 * 1000;

export interface FileShareView {
  customerKey: string;
  userId: string;
  expiresAt: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, URL-safe: the only form in which the token exists outside this process is the page URL */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** a new view for the customer's user; answers the token (stored only hashed). Expired views are dropped. */
export function openView(db: Db, view: { customerKey: string; userId: string }, now: number): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + VIEW_TTL_MS;
  db.prepare('DELETE FROM fileshare_views WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO fileshare_views (token_hash, customer_key, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(hashOf(token), view.customerKey, view.userId, now, expiresAt);
  return { token, expiresAt };
}

/** the view of a token that is well-formed, known and not expired; null otherwise */
export function viewOf(db: Db, token: unknown, now: number): FileShareView | null {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const row = db.prepare('SELECT customer_key, user_id, expires_at FROM fileshare_views WHERE token_hash = ?').get(hashOf(token)) as
    | { customer_key: string; user_id: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= now) return null;
  return { customerKey: row.customer_key, userId: row.user_id, expiresAt: row.expires_at };
}
