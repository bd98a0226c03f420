import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { operationSpec } from 'shared-kernel/contract';

/** An error answered with its status and ASP.NET-shaped body (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.Message === 'string' ? body.Message : String(body.error_description ?? 'API error'));
  }
}

export const MESSAGES = {
  unauthorized: 'Authorization has been denied for this request.',
  forbidden: 'You are not allowed to perform this request.',
  invalid: 'The request is invalid.',
  notFound: 'The requested resource was not found.',
  noRoute: 'No HTTP resource was found that matches the request URI.',
  internal: 'An error has occurred.',
} as const;

export const badRequest = (message: string) => new ApiError(400, { Message: message });
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, { Message: message });
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, { Message: message });
export const unauthorized = () => new ApiError(401, { Message: MESSAGES.unauthorized });

/** 400 with a ModelState map, keys `prefix.Field` (`model.` by default, `addUserModel.` for add-user) */
export function modelStateError(errors: Record<string, string[]>, prefix = 'model'): ApiError {
  const state: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = field ? `${prefix}.${field}` : prefix;
    state[key] = [...(state[key] ?? []), ...messages];
  }
  return new ApiError(400, { Message: MESSAGES.invalid, ModelState: state });
}

/** The one error handler: ApiError as is, client errors of Fastify (bad JSON, too large) as 4xx with Message. */
export function errorHandler(err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply): void {
  if (err instanceof ApiError) {
    void reply.status(err.status).send(err.body);
    return;
  }
  const operation = req.routeOptions?.config?.operation;
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  // the OAuth calls (POST /token) answer every client error the OAuth way
  if (status >= 400 && status < 500 && operation && operationSpec(operation).oauthErrors) {
    void reply.status(status === 415 ? 400 : status).send({ error: 'invalid_request', error_description: err.message });
    return;
  }
  // a route registered from its operation (http/operation.ts): the zod issues of params, query or body
  if ('validation' in err && Array.isArray(err.validation) && operation) {
    void reply.status(400).send(validationModelState(err.validation, operationSpec(operation)).body);
    return;
  }
  if (status >= 400 && status < 500) {
    const message = err.code?.startsWith('FST_ERR_CTP') || err.code === 'FST_ERR_VALIDATION' ? MESSAGES.invalid : err.message;
    void reply.status(status === 415 ? 400 : status).send({ Message: message, ExceptionMessage: err.message });
    return;
  }
  req.log.error(err);
  void reply.status(500).send({ Message: MESSAGES.internal });
}

export function notFoundHandler(_req: FastifyRequest, reply: FastifyReply): void {
  void reply.status(404).send({ Message: MESSAGES.noRoute });
}

/**
 * The ModelState of a request the route's schemas refused: one key per field (`model.Field`, `model.Cells.0.Row`;
 * the operation's prefix, `addUserModel.` for the add-user calls), as http/validate.ts `parse` answers.
 */
export function validationModelState(issues: { instancePath?: string; message?: string }[], op: { modelPrefix?: string }): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    (errors[field] ??= []).push(issue.message ?? MESSAGES.invalid);
  }
  return modelStateError(errors, op.modelPrefix ?? 'model');
}
