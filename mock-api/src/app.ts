import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerGuard } from './auth/guard';
import { TokenService } from './auth/tokens';
import { userQueries } from './auth/users';
import { env } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/open';
import { ReadPool } from './db/read-pool';
import { registerCompression } from './http/compress';
import { registerCors } from './http/cors';
import { errorHandler, notFoundHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerHubs } from './hubs/server';
import { accountRoutes, localeRoutes } from './routes';
import healthRoutes from './routes/health';
import imageRoutes from './routes/img';
import tokenRoutes from './routes/token';
import './types';

export interface BuildOptions {
  dbFile: string;
  seedScale?: number;
  tokenTtlSeconds?: number;
  logger?: boolean;
  /** keep-alive ping interval of the hubs (default 15 s) */
  pingIntervalMs?: number;
  /** read worker threads (db/read-pool.ts; default none: tests run everything on one thread) */
  readWorkers?: number;
  /** proxies whose X-Forwarded-* headers count (config.ts TRUST_PROXY; default none) */
  trustProxy?: boolean | string[];
}

/** Builds the API (not listening): tests use `app.inject`, server.ts listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const db = openDatabase(opts.dbFile, { seedScale: opts.seedScale });
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // behind a proxy: the client's IP (sign-in throttle), scheme and host (absolute URLs) from its headers
    trustProxy: opts.trustProxy ?? false,
    // a warranty claim carries two photos of up to 10 MB each as data URLs (about 13.4 MB each)
    bodyLimit: 30 * 1024 * 1024,
  });
  const reads = opts.readWorkers ? new ReadPool(opts.dbFile, opts.readWorkers) : null;
  const ctx: AppContext = { db, tokens: new TokenService(opts.tokenTtlSeconds ?? env.tokenTtlSeconds()), users: userQueries(db), reads };
  app.decorate('ctx', ctx);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onClose', async () => {
    await reads?.close();
    db.close();
  });
  await registerCors(app);
  registerSecurityHeaders(app);
  // before the routes: it hooks every route registered after it (http/compress.ts)
  await registerCompression(app);
  await app.register(formbody);
  registerGuard(app);

  await app.register(healthRoutes);
  await app.register(imageRoutes);
  await app.register(tokenRoutes);
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(localeRoutes, { prefix: '/api/:locale' });
  registerHubs(app, { pingIntervalMs: opts.pingIntervalMs ?? 15_000 });
  return app;
}
