import type { Auth } from '../auth/session';

export interface Pending {
  connectionId: string;
  hub: string;
  auth: Auth;
  expires: number;
}

export interface PendingLimits {
  /** a negotiated connection must open its WebSocket within this time */
  ttlMs: number;
  /** negotiated, not yet opened connections per person; a new one drops that person's oldest */
  perUser: number;
  /** all pending connections; beyond it negotiate is refused (503) until some open or expire */
  total: number;
}

export const PENDING_LIMITS: PendingLimits = { ttlMs: 60_000, perUser: 10, total: 10_000 };

/**
 * The connections negotiated but not opened yet, by connection token. Every entry lives the same time,
 * so the Map's insertion order is also the order of expiry: expired entries are dropped from the front,
 * never by scanning the rest (negotiate costs the same with 40,000 pending as with none). Each person
 * (the user, or the admin or salesman while impersonating) holds at most `perUser`; a new negotiation
 * drops their oldest, so a client that negotiates without connecting cannot grow the map, and a real
 * one that reconnects a few times is never refused.
 */
export class PendingConnections {
  private readonly byToken = new Map<string, Pending & { owner: string }>();
  private readonly byOwner = new Map<string, string[]>();

  constructor(
    private readonly limits: PendingLimits = PENDING_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.byToken.size;
  }

  /** stores a negotiated connection; false when the server holds too many pending connections */
  add(token: string, p: Omit<Pending, 'expires'>): boolean {
    const t = this.now();
    this.prune(t);
    const owner = (p.auth.actor ?? p.auth.user).id;
    const mine = this.byOwner.get(owner) ?? [];
    while (mine.length >= this.limits.perUser) this.byToken.delete(mine.shift() as string);
    if (this.byToken.size >= this.limits.total) {
      if (mine.length) this.byOwner.set(owner, mine);
      else this.byOwner.delete(owner);
      return false;
    }
    this.byToken.set(token, { ...p, expires: t + this.limits.ttlMs, owner });
    mine.push(token);
    this.byOwner.set(owner, mine);
    return true;
  }

  /** the pending connection of a token for a hub, removed (a token opens one WebSocket once); undefined when unknown or expired */
  take(token: string, hub: string): Pending | undefined {
    const p = this.byToken.get(token);
    if (!p || p.hub !== hub) return undefined;
    this.remove(token, p.owner);
    return p.expires > this.now() ? p : undefined;
  }

  private remove(token: string, owner: string): void {
    this.byToken.delete(token);
    const mine = this.byOwner.get(owner);
    if (!mine) return;
    const i = mine.indexOf(token);
    if (i >= 0) mine.splice(i, 1);
    if (!mine.length) this.byOwner.delete(owner);
  }

  /** drops the expired entries at the front (the oldest) */
  private prune(t: number): void {
    for (const [token, p] of this.byToken) {
      if (p.expires > t) break;
      this.remove(token, p.owner);
    }
  }
}
