import { isAbsolute, join, resolve } from 'path';

/** The package root (mock-api/), from this file's location (no import.meta: the package is CommonJS). */
export const PACKAGE_ROOT = resolve(__dirname, '..');

/** MOCK_API_DB (relative to the working directory) or mock-api/.data/portal.db */
export function dbFileFromEnv(): string {
  const env = process.env.MOCK_API_DB;
  if (!env) return join(PACKAGE_ROOT, '.data', 'portal.db');
  return isAbsolute(env) ? env : resolve(process.cwd(), env);
}

export function seedScaleFromEnv(): number {
  const n = Number(process.env.SEED_SCALE ?? 1);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const env = {
  port: () => positiveInt(process.env.API_PORT, 4000),
  /** 'localhost' (default) listens on 127.0.0.1 and ::1; '::' or '0.0.0.0' on every interface */
  host: () => process.env.API_HOST?.trim() || 'localhost',
  tokenTtlSeconds: () => positiveInt(process.env.TOKEN_TTL_SECONDS, 8 * 3600),
  /** POST /token: failed sign-ins allowed per user name and per client IP within the window (auth/throttle.ts) */
  tokenMaxFailuresPerUser: () => positiveInt(process.env.TOKEN_MAX_FAILURES_PER_USER, 10),
  tokenMaxFailuresPerIp: () => positiveInt(process.env.TOKEN_MAX_FAILURES_PER_IP, 30),
  tokenFailureWindowSeconds: () => positiveInt(process.env.TOKEN_FAILURE_WINDOW_SECONDS, 300),
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto/-Host the API believes (client IP for the
   * sign-in throttle, scheme and host of absolute image URLs). Unset: none (the API is reached
   * directly). `true`: any; otherwise addresses or CIDR ranges, comma-separated (`127.0.0.1` for an
   * nginx on the same machine).
   */
  trustProxy: (): boolean | string[] => {
    const v = process.env.TRUST_PROXY?.trim();
    if (!v || v === 'false') return false;
    if (v === 'true') return true;
    return v.split(',').map((s) => s.trim()).filter(Boolean);
  },
  /** READ_WORKERS: read worker threads of db/read-pool.ts (default 2; 0 runs every read on the API's thread) */
  readWorkers: () => (process.env.READ_WORKERS === '0' ? 0 : positiveInt(process.env.READ_WORKERS, 2)),
  corsOrigins: () => (process.env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
};
