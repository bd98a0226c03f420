import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LocaleParamSchema,
  OPERATIONS,
  operationSchemas,
  type OperationBody,
  type OperationName,
  type OperationParams,
  type OperationQuery,
  type OperationResponse,
  type OperationSpec,
} from 'shared-kernel/contract';
import { z } from 'zod';

/*
 * Routes registered from the contract's operations (issue 16): method, path, roles and the request schemas
 * come from shared-kernel/src/contract; a route file only adds the handler. Fastify validates params,
 * query and body with the zod schemas (fastify-type-provider-zod's validator compiler, set in app.ts), so a
 * handler receives typed, validated input; a validation error becomes the spec's 400 ModelState in
 * http/errors.ts. The roles are applied by the auth hook (auth/guard.ts) from `config.operation`.
 */

/** the Fastify path of an operation: `{id}` -> `:id`, a tail parameter -> `*` */
export function fastifyPath(op: OperationSpec): string {
  const path = op.path.replace(/\{(\w+)\}/g, ':$1');
  return op.tail ? path.replace(/:\w+$/, '*') : path;
}

/** what a handler of operation N receives: validated params (with the locale), query and body */
export type OperationRequest<N extends OperationName> = FastifyRequest<{
  Params: OperationParams<N> & { locale: string };
  Querystring: OperationQuery<N>;
  Body: OperationBody<N>;
}>;

/** a handler answers the operation's response, or sends through the reply itself (files, bare JSON values) */
export type OperationHandler<N extends OperationName> = (req: OperationRequest<N>, reply: FastifyReply) => Promise<OperationResponse<N> | FastifyReply>;

/** the request schemas of an operation as Fastify route schemas (the locale joins the path params) */
function routeSchema(name: OperationName) {
  const op = OPERATIONS[name];
  const s = operationSchemas(name);
  const withLocale = op.path.includes('{locale}');
  const params = s.params ? (withLocale ? s.params.extend({ locale: LocaleParamSchema }) : s.params) : withLocale ? z.object({ locale: LocaleParamSchema }) : undefined;
  return { ...(params && { params }), ...(s.query && { querystring: s.query }), ...(s.body && { body: s.body }) };
}

/** what a route may add to its operation: a body limit above the app's (photo uploads) */
export interface RouteExtras {
  bodyLimit?: number;
}

/**
 * Registers operation `name` on `app` (a plugin under the operation's path prefix, e.g. `/api/:locale`)
 * with `handler`. Throws at start when the operation's path does not lie under the plugin's prefix.
 */
export function route<N extends OperationName>(app: FastifyInstance, name: N, handler: OperationHandler<N>, options: RouteExtras = {}): void {
  const op: OperationSpec = OPERATIONS[name];
  const full = fastifyPath(op);
  if (!full.toLowerCase().startsWith(app.prefix.toLowerCase())) throw new Error(`operation ${name} (${op.path}) is not under the prefix ${app.prefix}`);
  const schema = routeSchema(name);
  const emptyBody = schema.body instanceof z.ZodArray ? () => [] : () => ({});
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: full.slice(app.prefix.length) || '/',
    schema,
    config: { operation: name },
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    // a request without body is validated as an empty one (the ModelState then names each missing field)
    ...(schema.body && {
      preValidation: async (req: FastifyRequest) => {
        if (req.body === undefined || req.body === null) req.body = emptyBody();
      },
    }),
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
