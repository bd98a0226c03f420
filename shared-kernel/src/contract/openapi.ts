import { z } from 'zod';
import * as contract from './index';
import { MessageErrorSchema, ModelStateErrorSchema, TokenErrorSchema, type OperationSchemas } from './common';
import { operationSchemas } from './operation-schemas';
import { OPERATIONS, OPERATION_NAMES, pathParams, type AnswerKind, type OperationName, type OperationSpec } from './operations';
import { CONTRACT_VERSION } from '../version';

/*
 * The OpenAPI 3.1 document of the contract (issue 16), built from the operations and their zod schemas with
 * zod's own JSON Schema output (draft 2020-12, OpenAPI 3.1's dialect). `npm run contract` writes it to
 * shared-kernel/openapi.json; mock-api serves it at /openapi.json and as a browsable reference at /docs.
 * Never edit the file by hand: a test compares it with a fresh build.
 */

type Json = Record<string, unknown>;

const FILE_MEDIA: Record<Exclude<AnswerKind, 'json' | 'empty'>, string> = { pdf: 'application/pdf', csv: 'text/csv', zip: 'application/zip', image: 'image/*', html: 'text/html' };

const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Invalid request: `Message`, with `ModelState` (`model.Field` -> messages) when fields were refused' },
  401: { name: 'Unauthorized', description: 'No valid bearer token (the portal clears its session and shows the login)' },
  403: { name: 'Forbidden', description: "The caller's role may not make this call, or the data is someone else's" },
  404: { name: 'NotFound', description: 'The resource does not exist (or is not visible to the caller)' },
  409: { name: 'Conflict', description: 'The pre-order was changed by someone else since it was loaded (stale RowVersion); nothing was changed' },
  422: { name: 'UnprocessableEntity', description: 'The Idempotency-Key was used before with another request; nothing was changed' },
  429: { name: 'TooManyRequests', description: 'Too many failed sign-ins; `Retry-After` says when to try again' },
  503: { name: 'ServiceUnavailable', description: 'The server holds too many pending hub connections or prepared packages for now; try again later' },
};

/** the zod schemas of the contract by name (`BranchSchema` -> `Branch`): shared component schemas of the answers */
function componentRegistry() {
  const registry = z.registry<{ id: string }>();
  const seen = new Set<unknown>();
  for (const [name, value] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.endsWith('Schema') || !(value instanceof z.ZodType) || seen.has(value)) continue;
    seen.add(value);
    registry.add(value, { id: name.slice(0, -'Schema'.length) });
  }
  return registry;
}

let registry: ReturnType<typeof componentRegistry> | undefined;

/** JSON Schema of a zod schema; answers name the contract's schemas as shared components */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  registry ??= componentRegistry();
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    ...(io === 'output' && { metadata: registry }),
    // answers may gain fields (additive changes keep clients working): no closed objects
    override: (ctx) => {
      if (ctx.jsonSchema.additionalProperties === false) delete ctx.jsonSchema.additionalProperties;
    },
  }) as Json;
  delete out.$schema;
  const defs = (out.$defs ?? {}) as Record<string, Json>;
  delete out.$defs;
  const relink = (value: Json): Json => JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\//g, '"#/components/schemas/')) as Json;
  for (const [id, def] of Object.entries(defs)) components[id] ??= relink(def);
  return relink(out);
}

function rolesText(op: OperationSpec): string {
  if (op.roles === 'public') return 'Public: no token.';
  if (op.roles === 'any') return 'Roles: every signed-in user.';
  return `Roles: ${op.roles.join(', ')} (403 for other roles).`;
}

/** the tag of an operation: the first path segment after the API base (`preorder`, `account`, `token`) */
function tagOf(op: OperationSpec): string {
  const rest = op.path.replace(/^\/api\/\{locale\}\//, '').replace(/^\/api\//, '').replace(/^\//, '');
  return rest.split('/')[0].toLowerCase();
}

function parameters(name: OperationName, s: OperationSchemas, components: Json): Json[] {
  const op = OPERATIONS[name];
  const list: Json[] = [];
  const params = s.params ? (jsonSchema(s.params, 'input', components) as { properties?: Record<string, Json> }) : { properties: {} };
  for (const p of pathParams(op.path)) {
    if (p === 'locale') list.push({ name: 'locale', in: 'path', required: true, description: 'UI language', schema: { type: 'string', enum: ['en', 'nl', 'fr'] } });
    else list.push({ name: p, in: 'path', required: true, schema: params.properties?.[p] ?? { type: 'string' } });
  }
  if (s.query) {
    const q = jsonSchema(s.query, 'input', components) as { properties?: Record<string, Json>; required?: string[] };
    for (const [key, schema] of Object.entries(q.properties ?? {})) list.push({ name: key, in: 'query', required: (q.required ?? []).includes(key), schema });
  }
  return list;
}

function successResponse(op: OperationSpec, s: OperationSchemas, components: Json): Json {
  const kind: AnswerKind = op.answer ?? 'json';
  if (kind === 'json') return { description: 'OK', content: { 'application/json': { schema: s.response ? jsonSchema(s.response, 'output', components) : {} } } };
  if (kind === 'empty') return { description: op.status === 303 ? 'See Other: `Location` is where the browser goes next' : 'OK, empty body' };
  if (kind === 'html') return { description: 'OK: an HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
  return { description: `OK: a ${kind} file`, content: { [FILE_MEDIA[kind]]: { schema: { type: 'string', contentMediaType: FILE_MEDIA[kind] } } } };
}

/** The OpenAPI 3.1 document of every operation. */
export function buildOpenApi(): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  for (const name of OPERATION_NAMES) {
    const op: OperationSpec = OPERATIONS[name];
    const s = operationSchemas(name);
    const responses: Json = { [String(op.status ?? 200)]: successResponse(op, s, components) };
    for (const status of op.errors) {
      const oauth = op.oauthErrors && (status === 400 || status === 429);
      responses[String(status)] = { $ref: `#/components/responses/${oauth ? 'OAuth' : ''}${ERROR_RESPONSES[status].name}` };
    }
    const operation: Json = {
      operationId: name,
      tags: [tagOf(op)],
      summary: s.summary,
      description: [s.description, rolesText(op), op.modelPrefix ? `ModelState keys carry the \`${op.modelPrefix}.\` prefix.` : ''].filter(Boolean).join('\n\n'),
      'x-roles': op.roles,
      ...(op.roles === 'public' && { security: [] }),
      parameters: parameters(name, s, components),
      ...(s.body && {
        requestBody: {
          required: true,
          content: { [op.consumes === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: jsonSchema(s.body, 'input', components) } },
        },
      }),
      responses,
    };
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operation;
  }
  const errorResponse = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema: jsonSchema(schema, 'output', components) } } });
  const responses: Json = {};
  for (const [status, r] of Object.entries(ERROR_RESPONSES)) responses[r.name] = errorResponse(r.description, Number(status) === 400 ? ModelStateErrorSchema : MessageErrorSchema);
  responses.OAuthBadRequest = errorResponse('OAuth2 error: `invalid_grant` (wrong user name or password), `unsupported_grant_type`, `invalid_password`', TokenErrorSchema);
  responses.OAuthTooManyRequests = errorResponse(ERROR_RESPONSES[429].description, TokenErrorSchema);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wholesale portal API',
      version: CONTRACT_VERSION,
      description:
        'The contract between the portal and its back end (shared-kernel/src/contract): every call of spec section 7 and the ones the portal added. ' +
        'Paths are case-insensitive; `{locale}` is en, nl or fr. Sign in with `POST /token` and send `Authorization: Bearer <access_token>`. ' +
        'Check a server against it with `npm run contract:verify -- --api <base URL>`.',
    },
    servers: [{ url: '/', description: 'the server that serves this document' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'access_token of POST /token (or AccessToken of an impersonation)' } },
      responses,
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

/** the document as shared-kernel/openapi.json holds it (`npm run contract`) */
export const openApiText = (): string => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
