import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerGuard } from './auth/guard';
import { Sessions } from './auth/sessions';
import { SignInThrottle } from './auth/throttle';
import { TokenService } from './auth/tokens';
import { userQueries } from './auth/users';
import { env } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/open';
import { ReadPool } from './db/read-pool';
import { registerContractCheck } from './http/contract-check';
import { registerCompression } from './http/compress';
import { registerCors } from './http/cors';
import { registerDocs } from './http/docs';
import { errorHandler, notFoundHandler } from './http/errors';
import { BODY_LIMIT } from './http/limits';
import { registerIdempotency } from './http/idempotency';
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
  /**
   * check every answer against its contract operation (http/contract-check.ts): a mismatch becomes a 500
   * naming it. Default: on under jest (NODE_ENV test), off otherwise.
   */
  checkContract?: boolean;
}

/** Builds the API (not listening): tests use `app.inject`, server.ts listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const db = openDatabase(opts.dbFile, { seedScale: opts.seedScale });
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // behind a proxy: the client's IP (sign-in throttle), scheme and host (absolute URLs) from its headers
    trustProxy: opts.trustProxy ?? false,
    // small bodies everywhere (http/limits.ts); the photo uploads (warranty, banner image) raise it per route
    bodyLimit: BODY_LIMIT,
  });
  const reads = opts.readWorkers ? new ReadPool(opts.dbFile, opts.readWorkers) : null;
  const tokens = new TokenService(opts.tokenTtlSeconds ?? env.tokenTtlSeconds());
  // failed password checks (auth/throttle.ts); the limits are read when the app is built, the clock is the tokens'
  const throttle = new SignInThrottle(
    { maxPerUser: env.tokenMaxFailuresPerUser(), maxPerIp: env.tokenMaxFailuresPerIp(), windowMs: env.tokenFailureWindowSeconds() * 1000 },
    () => tokens.now(),
  );
  const ctx: AppContext = { db, tokens, users: userQueries(db), sessions: new Sessions(db), throttle, reads };
  app.decorate('ctx', ctx);
  // routes registered from the contract (http/operation.ts) validate params, query and body with its zod schemas
  app.setValidatorCompiler(validatorCompiler);
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
  if (opts.checkContract ?? process.env.NODE_ENV === 'test') registerContractCheck(app);
  await app.register(formbody);
  registerGuard(app);
  await registerDocs(app);
  registerIdempotency(app);

  await app.register(healthRoutes);
  await app.register(imageRoutes);
  await app.register(tokenRoutes);
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(localeRoutes, { prefix: '/api/:locale' });
  registerHubs(app, { pingIntervalMs: opts.pingIntervalMs ?? 15_000 });
  return app;
}
