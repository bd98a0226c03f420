import type { Db } from '../db/open';
import type { TokenClaims } from './tokens';
import type { UserRow } from './users';

/** What ended: every session of a user (but the one kept), or one token (a reverted impersonation). */
export type Revocation = { userId: string; keepTokenId: string | null } | { tokenId: string };

/**
 * Revocable sessions (issue 15, security point 3). Every token carries `sv`, the session version of the
 * person it belongs to (the user; the admin or salesman of an impersonation token) when it was issued. A
 * token is valid while its `sv` is the person's `session_version`, or while its `jti` is the person's
 * `session_keep`. Ending a person's sessions increments the version:
 *
 * - a password reset and a block end every token of the user (also impersonation tokens of a blocked
 *   admin or salesman); removing a user ends them as well;
 * - a password change ends every other token of the user; the token that made the change is kept
 *   (`session_keep`: the browser that proved the old password just now stays signed in);
 * - reverting an impersonation ends that impersonation token (its impersonation session is ended; using
 *   it again, or reverting twice, answers 401).
 *
 * Open hub connections of an ended session are closed (hubs/server.ts listens with `onRevoke`).
 */
export class Sessions {
  private readonly listeners = new Set<(r: Revocation) => void>();

  constructor(private readonly db: Db) {}

  /** is a token with these claims still valid for its person? (expiry and signature are checked by TokenService) */
  isCurrent(claims: TokenClaims, person: UserRow): boolean {
    if (claims.sv === person.session_version) return true;
    return !!person.session_keep && claims.jti === person.session_keep;
  }

  /** has the impersonation session of this token been ended (reverted)? */
  impersonationEnded(claims: TokenClaims): boolean {
    if (!claims.jti) return true;
    const row = this.db.prepare('SELECT ended FROM impersonation_sessions WHERE token_id = ?').get(claims.jti) as { ended: string | null } | undefined;
    return !!row?.ended;
  }

  /** ends every token of a user issued so far, but `keepTokenId` (the token making a password change) */
  revokeUser(userId: string, keepTokenId: string | null = null): void {
    this.db.prepare('UPDATE users SET session_version = session_version + 1, session_keep = ? WHERE id = ?').run(keepTokenId, userId);
    this.emit({ userId, keepTokenId });
  }

  /** ends one impersonation token: its session is marked ended (created first when it was never used) */
  endImpersonation(claims: TokenClaims, session: { actorId: string; userId: string; customerKey: string }): void {
    const tokenId = claims.jti;
    if (!tokenId) return;
    const now = new Date().toISOString();
    const started = claims.iat ? new Date(claims.iat * 1000).toISOString() : now;
    this.db
      .prepare(
        `INSERT INTO impersonation_sessions (token_id, actor_id, user_id, customer_key, started, last_seen, ended) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (token_id) DO UPDATE SET ended = excluded.ended, last_seen = excluded.last_seen`,
      )
      .run(tokenId, session.actorId, session.userId, session.customerKey, started, now, now);
    this.emit({ tokenId });
  }

  /** `fn` hears every revocation; answers the unsubscribe */
  onRevoke(fn: (r: Revocation) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private emit(r: Revocation): void {
    for (const fn of this.listeners) fn(r);
  }
}
