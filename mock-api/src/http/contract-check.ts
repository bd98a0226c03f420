import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS, checkAnswer, type OperationName } from 'shared-kernel/contract';

/** a mismatch between an answer and its operation's contract */
export interface ContractMismatch {
  operation: OperationName;
  method: string;
  url: string;
  status: number;
  problem: string;
  path: string | null;
}

const mismatchesByApp = new WeakMap<FastifyInstance, ContractMismatch[]>();

/** the mismatches the check recorded (tests assert none) */
export function contractMismatches(app: FastifyInstance): ContractMismatch[] {
  return [...(mismatchesByApp.get(app) ?? [])];
}

const header = (reply: FastifyReply, name: string) => {
  const v = reply.getHeader(name);
  return typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : v === undefined ? null : String(v);
};

/** the answer's body as text, decoded when it goes out compressed (http/compress.ts, the grid's kept encodings) */
const text = (payload: unknown, encoding: string | null): string | null => {
  if (payload === undefined || payload === null) return '';
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null; // a stream: not read here
  if (encoding === 'br' || encoding === 'gzip') {
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'latin1');
    return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
  }
  return typeof payload === 'string' ? payload : payload.toString('utf8');
};

/** the request carried a body (a body refused as too large is never parsed: its headers tell) */
const hasBody = (req: FastifyRequest) =>
  (req.body !== undefined && req.body !== null) || Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * In tests (buildApp `checkContract`, on under jest): every answer of a route with an operation is checked
 * against the operation, as the verify run checks a server from outside (shared-kernel/src/contract/check.ts):
 * its status is the success status or a declared error, its body matches the response schema (or the
 * error schema), a file answer has its content type. A mismatch is recorded and the answer replaced by a
 * 500 naming the operation and the first mismatching JSON path, so the test that caused it fails.
 */
export function registerContractCheck(app: FastifyInstance): void {
  const found: ContractMismatch[] = [];
  mismatchesByApp.set(app, found);
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const name = req.routeOptions?.config?.operation;
    if (!name || req.method === 'HEAD' || req.method === 'OPTIONS') return payload;
    const body = text(payload, header(reply, 'content-encoding'));
    if (body === null) return payload;
    const result = checkAnswer(name, { status: reply.statusCode, contentType: header(reply, 'content-type'), body, hasBody: hasBody(req) });
    if (result.ok) return payload;
    const mismatch: ContractMismatch = { operation: name, method: req.method, url: req.url, status: reply.statusCode, problem: result.problem, path: result.path };
    found.push(mismatch);
    const op = OPERATIONS[name];
    reply.removeHeader('content-encoding');
    void reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({
      Message: `Contract mismatch: ${op.method} ${op.path} (${name}) answered ${mismatch.status}: ${result.problem}${result.path ? ` at ${result.path}` : ''}`,
    });
  });
}
