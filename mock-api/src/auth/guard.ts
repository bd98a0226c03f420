import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { OPERATIONS, type OperationName, type OperationRoles, type OperationSpec, type Role } from 'shared-kernel/contract';
import { forbidden, unauthorized } from '../http/errors';
import { registerMarketingRedaction } from '../http/redact';
import type { Auth } from './session';
import { bearerOf, type TokenClaims } from './tokens';
import { registerImpersonationTrace } from './trace';

/** Who may call a route: 'public' (no token), 'any' signed-in user, or the listed roles. */
export interface RouteRule {
  method: string;
  url: string;
  roles: OperationRoles;
  /** the operation's `impersonators`: also an admin or salesman while impersonating */
  impersonators: boolean;
  /** the contract operation of the route (null only for the API reference's routes) */
  operation: OperationName | null;
  /** the API reference (/docs, /openapi.json): public, not an operation */
  docs?: boolean;
}

const rulesByApp = new WeakMap<FastifyInstance, RouteRule[]>();

/** Every route of an app with its roles and operation. */
export function routeRules(app: FastifyInstance): RouteRule[] {
  return [...(rulesByApp.get(app) ?? [])];
}

/** the API reference's routes (http/docs.ts): public, outside the contract */
export const isDocsUrl = (url: string) => /^\/(docs(\/|$)|openapi\.json$)/i.test(url);

/**
 * The roles of a route come from its operation (shared-kernel/src/contract/operations.ts): every route is
 * registered with http/operation.ts `route()`, which names it in `config.operation` (issue 16). A route
 * without one does not start: the contract declares every call, and roles are declared once, there.
 */
function applyOperation(route: RouteOptions, method: string): RouteRule {
  // a copy: plugins may share one options object between several routes
  const cfg = { ...route.config } as NonNullable<RouteOptions['config']>;
  route.config = cfg;
  if (isDocsUrl(route.url)) {
    cfg.public = true;
    return { method, url: route.url, roles: 'public', impersonators: false, operation: null, docs: true };
  }
  const name = cfg.operation;
  if (!name) throw new Error(`${method} ${route.url}: register the route from its operation (http/operation.ts route()), not with app.${method.toLowerCase()}()`);
  const op: OperationSpec = OPERATIONS[name];
  cfg.public = op.roles === 'public';
  cfg.roles = typeof op.roles === 'string' ? undefined : op.roles;
  cfg.impersonators = !!op.impersonators;
  // the Idempotency-Key hook (http/idempotency.ts) reads it from the route's config
  cfg.idempotent = !!op.idempotent;
  return { method, url: route.url, roles: op.roles, impersonators: !!op.impersonators, operation: name };
}

export const ROLE_GROUPS = {
  admin: ['Admin'],
  staff: ['Admin', 'Vertegenwoordiger'],
  customer: ['Klant', 'PersoneelKlant', 'MarketingKlant'],
  buyer: ['Klant', 'PersoneelKlant'],
} as const satisfies Record<string, readonly Role[]>;

/** the signed-in user of a non-public route */
export function authOf(req: FastifyRequest): Auth {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/**
 * Registers the one auth hook: every route whose operation is not public needs a valid bearer token; the
 * operation's roles list who may call it (403 otherwise), and its `impersonators` lets an impersonating
 * admin or salesman call it too.
 */
export function registerGuard(app: FastifyInstance): void {
  const rules: RouteRule[] = [];
  rulesByApp.set(app, rules);
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) {
      if (method === 'OPTIONS') continue;
      const rule = applyOperation(route, method);
      if (method !== 'HEAD') rules.push(rule);
    }
  });
  app.addHook('onRequest', async (req) => {
    if (req.method === 'OPTIONS' || req.is404) return;
    const cfg = req.routeOptions.config;
    if (cfg.public) return;
    const token = bearerOf(req.headers.authorization);
    req.auth = token ? await authenticate(app, token) : null;
    if (!req.auth) throw unauthorized();
    if (cfg.roles && !cfg.roles.includes(req.auth.role) && !(cfg.impersonators && req.auth.actor)) throw forbidden();
  });
  // traceable impersonation: sessions and the writes made while impersonating (auth/trace.ts)
  registerImpersonationTrace(app);
  // marketing users get no prices and no stock or supplier information from any answer (http/redact.ts)
  registerMarketingRedaction(app);
}

/** the Auth of a bearer token (also used by the hubs); null when invalid, expired, revoked or the user is blocked */
export async function authenticate(app: FastifyInstance, token: string): Promise<Auth | null> {
  const claims = await app.ctx.tokens.verify(token);
  return claims ? authFromClaims(app, claims) : null;
}

/**
 * The Auth of verified token claims, checked against the database now: the user (and the acting admin or
 * salesman) exists and is not blocked, the session was not revoked, an impersonation was not reverted.
 * Hubs check a negotiated connection again with it when its WebSocket opens.
 */
export function authFromClaims(app: FastifyInstance, claims: TokenClaims): Auth | null {
  const user = app.ctx.users.byId(claims.sub);
  if (!user || user.is_blocked) return null;
  let actor = null;
  if (claims.act) {
    actor = app.ctx.users.byId(claims.act) ?? null;
    if (!actor || actor.is_blocked || (actor.role !== 'Admin' && actor.role !== 'Vertegenwoordiger')) return null;
    // a reverted impersonation token is over (auth/sessions.ts)
    if (app.ctx.sessions.impersonationEnded(claims)) return null;
  }
  // revoked sessions: a password change or reset, a block (auth/sessions.ts); an impersonation token is the actor's session
  if (!app.ctx.sessions.isCurrent(claims, actor ?? user)) return null;
  return { user, actor, impersonated: actor !== null, role: user.role, customerKey: user.customer_key, claims };
}
