/** Limits of the sign-in throttle (env: TOKEN_MAX_FAILURES_PER_USER, TOKEN_MAX_FAILURES_PER_IP, TOKEN_FAILURE_WINDOW_SECONDS). */
export interface ThrottleLimits {
  maxPerUser: number;
  maxPerIp: number;
  windowMs: number;
}

/** at most this many keys are tracked; beyond it the oldest go first (memory stays bounded under a spray) */
const MAX_KEYS = 20_000;

/**
 * The throttle's key of a user: a known user by their id, so that signing in with the user name and with
 * the e-mail address count as the same user; an unknown name by itself (trimmed, case-insensitive).
 */
export function userKeyOf(user: { id: string } | undefined | null, typedName?: string | null): string | null {
  if (user) return `user:${user.id.toLowerCase()}`;
  const name = typedName?.trim().toLowerCase();
  return name ? `name:${name.slice(0, 256)}` : null;
}

/**
 * Failed password checks per user and per client IP in a sliding window: POST /token, and the password
 * checks outside it (ChangePassword's old password, DisableCustomerIsWatching), all in one throttle
 * (`app.ctx.throttle`). Only failures count: a correct password passes as often as it is sent, until one
 * of its keys reached its limit within the window; then every attempt on that key (a correct one too, so
 * the answer tells nothing) is refused until the oldest counted failure leaves the window. A success clears
 * its user's failures (not its IP's: an attacker with one valid account cannot reset the IP limit).
 * `user` is a key of `userKeyOf`.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** seconds until the next attempt may be made, or 0 when it may be made now */
  retryAfter(ip: string, user: string | null): number {
    const t = this.now();
    const wait = Math.max(this.waitOf(`ip:${ip}`, this.limits.maxPerIp, t), user ? this.waitOf(user, this.limits.maxPerUser, t) : 0);
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  failed(ip: string, user: string | null): void {
    const t = this.now();
    this.add(`ip:${ip}`, t);
    if (user) this.add(user, t);
  }

  succeeded(user: string | null): void {
    if (user) this.failures.delete(user);
  }

  /** ms until the key is below its limit again (0 when it is) */
  private waitOf(key: string, max: number, t: number): number {
    const times = this.recent(key, t);
    return times.length < max ? 0 : times[times.length - max] + this.limits.windowMs - t;
  }

  private recent(key: string, t: number): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const kept = times.filter((x) => x > t - this.limits.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private add(key: string, t: number): void {
    const times = this.recent(key, t);
    times.push(t);
    // never more entries per key than the highest limit needs
    const max = Math.max(this.limits.maxPerIp, this.limits.maxPerUser);
    this.failures.delete(key);
    this.failures.set(key, times.slice(-max));
    while (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value as string);
  }
}

/** "Try again in 5 minutes." / "Try again in 30 seconds." */
export const retryText = (wait: number): string => `Try again in ${wait > 90 ? `${Math.ceil(wait / 60)} minutes` : `${wait} seconds`}.`;
