import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { env } from '../config';

/** the env variables that move the shell and the remotes off their default ports (ARCHITECTURE section 4) */
const APP_PORT_VARS = ['SHELL_PORT', 'CATALOGUE_PORT', 'BASKET_PORT', 'PREORDERS_PORT', 'ACCOUNT_PORT', 'ADMIN_PORT'];

/**
 * The portal's origins: localhost and 127.0.0.1 on ports 3000-3005 (and on any port an app was moved to
 * with `<NAME>_PORT`), plus CORS_ORIGINS (comma-separated).
 */
export function allowedOrigins(): Set<string> {
  const origins = new Set(env.corsOrigins());
  const ports = [3000, 3001, 3002, 3003, 3004, 3005, ...APP_PORT_VARS.map((v) => Number(process.env[v])).filter((p) => Number.isInteger(p) && p > 0)];
  for (const port of ports) {
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  return origins;
}

export const CORS_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'x-requested-with', 'x-signalr-user-agent'];

/** CORS echoing the exact allowed origin, with credentials (the SignalR browser client sends them). */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const origins = allowedOrigins();
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !!origin && origins.has(origin)),
    credentials: true,
    allowedHeaders: CORS_HEADERS,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
}
