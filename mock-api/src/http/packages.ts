import { randomBytes } from 'node:crypto';

export interface PackageLimits {
  /** how long a package can be fetched */
  ttlMs: number;
  /** packages kept per owner (a customer): a new one drops that owner's oldest, never another owner's */
  perOwner: number;
  /** packages kept in all: beyond it (after the expired ones went) a new one is refused, nobody's is dropped */
  total: number;
}

/**
 * Prepared downloads kept in memory by a random token (the token in the URL is the permission), each
 * belonging to an owner (issue 15, security point 9): one customer's many downloads only ever push out
 * that customer's oldest package, and the server's total is bounded by refusing, never by evicting
 * someone else's. Every entry lives the same time, so the Map's insertion order is the order of expiry.
 */
export class PackageStore<T> {
  private readonly byToken = new Map<string, { owner: string; value: T; expiresAt: number }>();
  private readonly byOwner = new Map<string, string[]>();

  constructor(
    readonly limits: PackageLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.byToken.size;
  }

  /** stores a package of `owner`; answers its token, or null when the server holds too many */
  add(owner: string, value: T): string | null {
    const t = this.now();
    this.prune(t);
    const mine = this.byOwner.get(owner) ?? [];
    while (mine.length >= this.limits.perOwner) this.byToken.delete(mine.shift() as string);
    if (this.byToken.size >= this.limits.total) {
      if (mine.length) this.byOwner.set(owner, mine);
      else this.byOwner.delete(owner);
      return null;
    }
    const token = randomBytes(16).toString('hex');
    this.byToken.set(token, { owner, value, expiresAt: t + this.limits.ttlMs });
    mine.push(token);
    this.byOwner.set(owner, mine);
    return token;
  }

  /** the package of a token while it is valid */
  get(token: string): T | undefined {
    const p = this.byToken.get(token);
    return p && p.expiresAt > this.now() ? p.value : undefined;
  }

  /** how many packages an owner holds */
  countOf(owner: string): number {
    return this.byOwner.get(owner)?.length ?? 0;
  }

  /** the valid packages of an owner, oldest first, with their tokens */
  listOf(owner: string): { token: string; value: T; expiresAt: number }[] {
    const t = this.now();
    return (this.byOwner.get(owner) ?? []).flatMap((token) => {
      const p = this.byToken.get(token);
      return p && p.expiresAt > t ? [{ token, value: p.value, expiresAt: p.expiresAt }] : [];
    });
  }

  /** ends a package before its time (a revoked share link); false when it was not there */
  remove(token: string): boolean {
    const p = this.byToken.get(token);
    if (!p) return false;
    this.byToken.delete(token);
    const mine = this.byOwner.get(p.owner) ?? [];
    const i = mine.indexOf(token);
    if (i >= 0) mine.splice(i, 1);
    if (!mine.length) this.byOwner.delete(p.owner);
    return true;
  }

  private prune(t: number): void {
    for (const [token, p] of this.byToken) {
      if (p.expiresAt > t) break;
      this.byToken.delete(token);
      const mine = this.byOwner.get(p.owner);
      if (!mine) continue;
      const i = mine.indexOf(token);
      if (i >= 0) mine.splice(i, 1);
      if (!mine.length) this.byOwner.delete(p.owner);
    }
  }
}
