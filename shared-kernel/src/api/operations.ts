// The browser side of the operations (issue 16): the plain-data table, the types a remote's endpoints are
// typed with, and a request builder for the base query. No zod at run time: the schemas are imported as
// types only. Import it as `shared-kernel/operations` (it is not part of the `shared-kernel` entry, so the
// shell's first load does not carry the table).
import type {
  OperationBodyInput,
  OperationParamsInput,
  OperationQueryInput,
  OperationResponse,
} from '../contract/operation-schemas';
import { OPERATIONS, type AnswerKind, type OperationName, type OperationSpec } from '../contract/operations';
import type { PortalRequest } from './baseQuery';
import { getRuntime } from './runtime';

export { OPERATIONS, OPERATION_NAMES, operationSpec, pathParams } from '../contract/operations';
export type { AnswerKind, ErrorStatus, HttpMethod, OperationName, OperationRoles, OperationSpec } from '../contract/operations';

/** the successful answer of an operation: `build.query<OpResponse<'getBranch'>, OpArgs<'getBranch'>>` */
export type OpResponse<N extends OperationName> = OperationResponse<N>;

/** a part of OpArgs: absent when the operation has none, optional when every field of it is */
type Part<K extends string, T> = [T] extends [undefined] ? unknown : object extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * What a caller passes for an operation: path params (without `locale`, which the base URL carries),
 * query and body, each present only when the operation has it.
 */
export type OpArgs<N extends OperationName> = Part<'params', OperationParamsInput<N>> & Part<'query', OperationQueryInput<N>> & Part<'body', OperationBodyInput<N>>;

type QueryValue = string | number | boolean | null | undefined;

const LOCALE_API = '/api/{locale}/';
const ACCOUNT_API = '/api/';

/** how the base query reads the answer of a kind */
const RESPONSE_TYPES: Partial<Record<AnswerKind, PortalRequest['responseType']>> = { pdf: 'blob', zip: 'blob', image: 'blob', csv: 'text' };

function fillPath(op: OperationSpec, name: string, params: Record<string, unknown>): string {
  return op.path.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key === 'locale') return whole;
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`${name}: the path parameter '${key}' is missing`);
    const text = String(value);
    return op.tail ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}

/**
 * The PortalRequest of an operation for shared-kernel's base query: the URL relative to the locale API base
 * (`branch/5`), or to the API root with `noLocale` for the account calls (`Account/employees`), or absolute
 * for the calls at the server root (`/token`, `/health`); query values as `params`, the body (form encoded
 * for the token call), and how to read a file answer.
 */
export function opRequest<N extends OperationName>(name: N, args?: OpArgs<N>): PortalRequest {
  const op: OperationSpec = OPERATIONS[name];
  if (!op) throw new Error(`Unknown operation '${String(name)}'`);
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
  const path = fillPath(op, name, a.params ?? {});
  const req: PortalRequest = { url: path, method: op.method };
  if (path.startsWith(LOCALE_API)) req.url = path.slice(LOCALE_API.length);
  else if (path.startsWith(ACCOUNT_API)) {
    req.url = path.slice(ACCOUNT_API.length);
    req.noLocale = true;
  } else req.url = `${getRuntime().apiBaseUrl}${path}`;
  if (a.query) req.params = a.query;
  if (a.body !== undefined) {
    req.body = op.consumes === 'form' ? new URLSearchParams(Object.entries(a.body as Record<string, unknown>).map(([k, v]) => [k, String(v)])) : a.body;
  }
  const responseType = RESPONSE_TYPES[op.answer ?? 'json'];
  if (responseType) req.responseType = responseType;
  return req;
}
