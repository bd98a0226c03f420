import { OPERATIONS, type OperationName, type OperationSpec } from '../../src/contract/operations';

/** what a call sends: path params (without locale), query and body */
export interface CallArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** what a call got back: the body as text (binary files as latin1, so their magic bytes compare) */
export interface CallAnswer {
  status: number;
  contentType: string | null;
  body: string;
  url: string;
}

/** the absolute URL of an operation on a server */
export function operationUrl(api: string, locale: string, name: OperationName, args: CallArgs): string {
  const op: OperationSpec = OPERATIONS[name];
  const path = op.path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    if (key === 'locale') return locale;
    const value = args.params?.[key];
    if (value === undefined || value === null) throw new Error(`${name}: no value for {${key}}`);
    const text = String(value);
    return op.tail ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(args.query ?? {})) if (v !== undefined && v !== null) qs.append(k, String(v));
  const q = qs.toString();
  return `${api.replace(/\/+$/, '')}${path}${q ? `?${q}` : ''}`;
}

/** calls an operation as the holder of `token` (none: without Authorization) */
export async function callOperation(api: string, locale: string, name: OperationName, args: CallArgs, token: string | null): Promise<CallAnswer> {
  const op: OperationSpec = OPERATIONS[name];
  const url = operationUrl(api, locale, name, args);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (args.body !== undefined) {
    if (op.consumes === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(args.body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(args.body);
    }
  }
  const res = await fetch(url, { method: op.method, headers, body, redirect: 'manual' });
  const contentType = res.headers.get('content-type');
  const binary = !!contentType && !/^(application\/json|text\/)/i.test(contentType);
  const text = binary ? Buffer.from(await res.arrayBuffer()).toString('latin1') : await res.text();
  return { status: res.status, contentType, body: text, url };
}
