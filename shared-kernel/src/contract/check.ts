import type { z } from 'zod';
import { MessageErrorSchema, ModelStateErrorSchema, TokenErrorSchema } from './common';
import { operationSchemas } from './operation-schemas';
import { OPERATIONS, type AnswerKind, type OperationName } from './operations';

/*
 * Does an answer keep the contract of its operation? One check for mock-api's test hook (every answer of the
 * test suite, mock-api/src/http/contract-check.ts) and for the verify run against any server
 * (shared-kernel/scripts/verify): the status is the success status or a declared error answer, the body
 * matches the response schema (or the error schema of that status), a file answer has its content type.
 */

export interface AnswerToCheck {
  status: number;
  contentType: string | null;
  /** the body as text (files: their bytes as latin1 or utf8; only the first bytes are looked at) */
  body: string;
  /** the request carried a body (a 413 is then a possible answer of any operation) */
  hasBody?: boolean;
}

export type AnswerCheck = { ok: true } | { ok: false; problem: string; path: string | null };

/** a JSON path of a zod issue: `$.Items[0].Name` */
export function jsonPath(path: readonly PropertyKey[]): string {
  return (
    '$' +
    path
      .map((p) => (typeof p === 'number' ? `[${p}]` : typeof p === 'string' && /^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(String(p))}]`))
      .join('')
  );
}

/** the first issue of a failed parse as `{ problem, path }` */
export function firstIssue(error: z.ZodError): { problem: string; path: string } {
  const issue = error.issues[0];
  return { problem: issue ? issue.message : 'invalid', path: jsonPath(issue?.path ?? []) };
}

const FILE_TYPES: Record<Exclude<AnswerKind, 'json' | 'empty'>, { type: RegExp; magic?: string }> = {
  pdf: { type: /^application\/pdf\b/i, magic: '%PDF' },
  csv: { type: /^text\/csv\b/i },
  zip: { type: /^application\/zip\b/i, magic: 'PK' },
  image: { type: /^image\/[\w.+-]+/i },
  html: { type: /^text\/html\b/i },
};

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

function checkJson(schema: z.ZodType, answer: AnswerToCheck): AnswerCheck {
  if (!answer.contentType || !/^application\/json\b/i.test(answer.contentType)) return { ok: false, problem: `content type ${answer.contentType ?? 'none'}, expected application/json`, path: null };
  const parsed = parseJson(answer.body);
  if (!parsed.ok) return { ok: false, problem: 'the body is not JSON', path: null };
  const result = schema.safeParse(parsed.value);
  return result.success ? { ok: true } : { ok: false, ...firstIssue(result.error) };
}

/** checks one answer of operation `name` */
export function checkAnswer(name: OperationName, answer: AnswerToCheck): AnswerCheck {
  const op = OPERATIONS[name];
  const success = 'status' in op ? op.status : 200;
  const errors: readonly number[] = op.errors;
  const kind: AnswerKind = 'answer' in op ? op.answer : 'json';
  if (answer.status === success) {
    if (kind === 'json') {
      const schema = operationSchemas(name).response;
      return schema ? checkJson(schema, answer) : { ok: false, problem: 'the operation declares no response schema', path: null };
    }
    if (kind === 'empty') return answer.body === '' ? { ok: true } : { ok: false, problem: 'the answer has a body, expected none', path: null };
    const file = FILE_TYPES[kind];
    if (!answer.contentType || !file.type.test(answer.contentType)) return { ok: false, problem: `content type ${answer.contentType ?? 'none'}, expected a ${kind} file`, path: null };
    if (file.magic && !answer.body.startsWith(file.magic)) return { ok: false, problem: `the body is not a ${kind} file`, path: null };
    return { ok: true };
  }
  // a conditional GET of a file (If-None-Match matched its ETag): 304 without a body
  if (answer.status === 304 && kind === 'image') return answer.body === '' ? { ok: true } : { ok: false, problem: 'a 304 answer has a body', path: null };
  if (errors.includes(answer.status) || (answer.status === 413 && answer.hasBody)) {
    // a page answers a browser's error with a page too (the file-sharing widget's expired view)
    if ('browser' in op && op.browser && answer.contentType && FILE_TYPES.html.type.test(answer.contentType)) return { ok: true };
    const oauth = 'oauthErrors' in op && (answer.status === 400 || answer.status === 413 || answer.status === 429);
    return checkJson(oauth ? TokenErrorSchema : answer.status === 400 ? ModelStateErrorSchema : MessageErrorSchema, answer);
  }
  return { ok: false, problem: `status ${answer.status} is not an answer of ${name} (${success}${errors.length ? ` or ${errors.join(', ')}` : ''})`, path: null };
}
