import { checkAnswer } from '../../src/contract/check';
import { MessageErrorSchema } from '../../src/contract/common';
import { OPERATIONS, OPERATION_NAMES, pathParams, type OperationName, type OperationSpec } from '../../src/contract/operations';
import { callOperation, type CallAnswer, type CallArgs } from './client';
import { READ_RECIPES, type RecipeContext } from './recipes';
import { WRITE_TRIPS } from './writes';

/*
 * The conformance run (issue 16): signs in as each demo role, walks the read operations with ids found in
 * list answers, with `write` a safe set of write round trips that restore what they change, checks every
 * answer against its operation (status, schema, file type) and the role rules (403 for roles not allowed).
 */

/** a sign-in of the run: the alias (admin, salesman, ...), user name and password */
export interface VerifyUser {
  alias: string;
  userName: string;
  password: string;
}

export const DEMO_USERS: VerifyUser[] = ['admin', 'salesman', 'customer', 'staff', 'marketing'].map((alias) => ({ alias, userName: alias, password: 'demo1234' }));

export interface VerifyOptions {
  /** the server's base URL (the one config.json's apiBaseUrl holds) */
  api: string;
  users?: VerifyUser[];
  write?: boolean;
  locale?: 'en' | 'nl' | 'fr';
  /** only these operations (the sign-in always runs) */
  only?: readonly OperationName[];
}

export type RowResult = 'ok' | 'mismatch' | 'skipped';

/** one line of the table */
export interface VerifyRow {
  operation: OperationName;
  /** the caller: a user alias, or `public` */
  role: string;
  status: number | null;
  result: RowResult;
  /** the first mismatching JSON path, or what was wrong, or why it was skipped */
  path: string | null;
  note: string;
}

export interface VerifyReport {
  rows: VerifyRow[];
  ok: number;
  mismatches: number;
  skipped: number;
}

/** a signed-in caller of the run */
export interface Caller {
  alias: string;
  role: string;
  token: string;
  me: { id: string; role: string; customerKey: string; userName: string; customerIsWatching: string };
  password: string;
}

/** what the walks share: the callers, every answer so far (by operation and caller), and how to call */
export interface RunState {
  opts: Required<Pick<VerifyOptions, 'api' | 'locale' | 'write'>>;
  callers: Caller[];
  answers: Map<OperationName, Map<string, unknown>>;
  rows: VerifyRow[];
  call: (name: OperationName, args: CallArgs, caller: Caller | null) => Promise<CallAnswer>;
  /** calls as a role outside the operation's roles and records whether it got 403 */
  refuse: (name: OperationName, caller: Caller, args: CallArgs) => Promise<void>;
  /** calls, checks against the operation and records a row; returns the parsed JSON on success */
  check: (name: OperationName, args: CallArgs, caller: Caller, how?: { expect?: number; borrowed?: boolean; note?: string }) => Promise<{ ok: boolean; body: unknown }>;
}

const allows = (op: OperationSpec, role: string) => op.roles === 'public' || op.roles === 'any' || (op.roles as readonly string[]).includes(role);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function createState(opts: VerifyOptions): RunState {
  const state: RunState = {
    opts: { api: opts.api, locale: opts.locale ?? 'en', write: !!opts.write },
    callers: [],
    answers: new Map(),
    rows: [],
    call: (name, args, caller) => callOperation(state.opts.api, state.opts.locale, name, args, caller?.token ?? null),
    refuse: (name, caller, args) => checkRefused(state, name, caller, args),
    check: async (name, args, caller, how = {}) => {
      const op: OperationSpec = OPERATIONS[name];
      const success = op.status ?? 200;
      let answer: CallAnswer;
      try {
        answer = await state.call(name, args, caller);
      } catch (e) {
        state.rows.push({ operation: name, role: caller.alias, status: null, result: 'mismatch', path: null, note: `no answer: ${(e as Error).message}` });
        return { ok: false, body: undefined };
      }
      const verdict = checkAnswer(name, { status: answer.status, contentType: answer.contentType, body: answer.body, hasBody: args.body !== undefined });
      const row: VerifyRow = { operation: name, role: caller.alias, status: answer.status, result: 'ok', path: null, note: how.note ?? '' };
      if (!verdict.ok) Object.assign(row, { result: 'mismatch', path: verdict.path, note: verdict.problem });
      else if (how.expect !== undefined && answer.status !== how.expect && answer.status !== success) {
        Object.assign(row, { result: 'mismatch', note: `expected ${how.expect}` });
      } else if (answer.status !== success && how.expect === undefined && !(how.borrowed && (answer.status === 403 || answer.status === 404))) {
        Object.assign(row, { result: 'mismatch', note: `expected ${success}, got a declared error` });
      } else if (answer.status !== success && how.borrowed) row.note ||= "another user's data: refused";
      state.rows.push(row);
      const body = answer.status === success ? parse(answer.body) : undefined;
      if (row.result === 'ok' && answer.status === success) {
        if (!state.answers.has(name)) state.answers.set(name, new Map());
        state.answers.get(name)!.set(caller.alias, body);
      }
      return { ok: row.result === 'ok' && answer.status === success, body };
    },
  };
  return state;
}

/** signs in every user (POST /token) and checks the answer */
async function signIn(state: RunState, users: VerifyUser[]): Promise<void> {
  for (const u of users) {
    const pseudo = { alias: u.alias, role: '-', token: '', me: { id: '', role: '', customerKey: '', userName: u.userName, customerIsWatching: 'false' }, password: u.password };
    const { ok, body } = await state.check('createToken', { body: { grant_type: 'password', userName: u.userName, password: u.password } }, pseudo as Caller);
    if (!ok) continue;
    const b = body as { access_token: string; id: string; role: string; customerKey: string; userName: string; customerIsWatching: string };
    state.callers.push({ alias: u.alias, role: b.role, token: b.access_token, me: b, password: u.password });
  }
}

/** the recipe context of a caller: `borrowed` tells whether a value came from another caller's answer */
function contextOf(state: RunState, caller: Caller): RecipeContext & { borrowed: boolean } {
  const ctx = {
    me: caller.me,
    borrowed: false,
    pick<T>(op: OperationName, fn: (body: unknown) => T | undefined | null): T | undefined {
      const byCaller = state.answers.get(op);
      if (!byCaller) return undefined;
      const own = byCaller.has(caller.alias) ? fn(byCaller.get(caller.alias)) : undefined;
      if (own !== undefined && own !== null) return own;
      for (const [alias, body] of byCaller) {
        if (alias === caller.alias) continue;
        const v = fn(body);
        if (v !== undefined && v !== null) {
          ctx.borrowed = true;
          return v;
        }
      }
      return undefined;
    },
  };
  return ctx;
}

/** a role outside the operation's roles must get 403 (with a Message), whatever it sends */
export async function checkRefused(state: RunState, name: OperationName, caller: Caller, args: CallArgs): Promise<void> {
  const op: OperationSpec = OPERATIONS[name];
  const params = { ...args.params };
  for (const p of pathParams(op.path)) if (p !== 'locale' && params[p] === undefined) params[p] = '999999999';
  let answer: CallAnswer;
  try {
    answer = await state.call(name, { ...args, params }, caller);
  } catch (e) {
    state.rows.push({ operation: name, role: caller.alias, status: null, result: 'mismatch', path: null, note: `no answer: ${(e as Error).message}` });
    return;
  }
  const body = parse(answer.body);
  const shaped = MessageErrorSchema.safeParse(body).success;
  const result: RowResult = answer.status === 403 && shaped ? 'ok' : 'mismatch';
  state.rows.push({ operation: name, role: caller.alias, status: answer.status, result, path: null, note: result === 'ok' ? 'refused (role)' : answer.status === 403 ? '403 without { Message }' : 'expected 403: the role may not call this' });
}

/** calls a list again and keeps its answer, without a row (it was checked in the walk) */
async function refresh(state: RunState, name: OperationName, caller: Caller, recipe: (typeof READ_RECIPES)[OperationName]): Promise<void> {
  const args = recipe ? recipe(contextOf(state, caller)) : {};
  if (!args) return;
  const { expect: _expect, ...call } = args;
  const answer = await state.call(name, call, caller);
  if (answer.status === 200) state.answers.get(name)?.set(caller.alias, parse(answer.body));
}

/** the read walk: every read operation as every caller (`retry`: only the calls skipped before, once the writes made data) */
async function walkReads(state: RunState, only: Set<OperationName> | null, retry?: VerifyRow[]): Promise<void> {
  const names = [...(Object.keys(READ_RECIPES) as OperationName[]), ...OPERATION_NAMES.filter((n) => OPERATIONS[n].method === 'GET' && !(n in READ_RECIPES))];
  for (const name of names) {
    if (only && !only.has(name)) continue;
    const op: OperationSpec = OPERATIONS[name];
    const recipe = READ_RECIPES[name];
    for (const caller of state.callers) {
      if (retry) {
        const before = retry.find((r) => r.operation === name && r.role === caller.alias);
        if (!before) {
          // the lists again, without rows: the skipped calls take their ids from fresh answers
          if (retry.some((r) => r.role === caller.alias) && allows(op, caller.role) && !pathParams(op.path).some((p) => p !== 'locale') && op.method === 'GET') await refresh(state, name, caller, recipe);
          continue;
        }
        state.rows.splice(state.rows.indexOf(before), 1);
      }
      const ctx = contextOf(state, caller);
      const args = recipe ? recipe(ctx) : pathParams(op.path).some((p) => p !== 'locale') ? null : {};
      if (!allows(op, caller.role)) {
        await checkRefused(state, name, caller, args ?? {});
        continue;
      }
      if (!args) {
        state.rows.push({ operation: name, role: caller.alias, status: null, result: 'skipped', path: null, note: recipe ? 'no data to call it with' : 'no recipe' });
        continue;
      }
      const { expect, ...call } = args;
      await state.check(name, call, caller, { expect, borrowed: ctx.borrowed });
    }
  }
}

export function summarize(rows: VerifyRow[]): VerifyReport {
  return {
    rows,
    ok: rows.filter((r) => r.result === 'ok').length,
    mismatches: rows.filter((r) => r.result === 'mismatch').length,
    skipped: rows.filter((r) => r.result === 'skipped').length,
  };
}

/** Runs the conformance check against a server. */
export async function runVerify(opts: VerifyOptions): Promise<VerifyReport> {
  const state = createState(opts);
  const only = opts.only ? new Set(opts.only) : null;
  await signIn(state, opts.users ?? DEMO_USERS);
  await walkReads(state, only);
  if (state.opts.write) {
    for (const trip of WRITE_TRIPS) {
      if (only && !trip.operations.some((o) => only.has(o))) continue;
      try {
        await trip.run(state);
      } catch (e) {
        state.rows.push({ operation: trip.operations[0], role: '-', status: null, result: 'mismatch', path: null, note: `round trip stopped: ${(e as Error).message}` });
      }
    }
    // reads that had no data before the round trips (an impersonation session now exists)
    await walkReads(state, only, state.rows.filter((r) => r.result === 'skipped' && OPERATIONS[r.operation].method === 'GET'));
  }
  return summarize(state.rows);
}

/** the table: operation, role, status, schema result, first mismatching JSON path or note */
export function formatTable(report: VerifyReport): string {
  const head = ['operation', 'role', 'status', 'schema', 'path / note'];
  const lines = report.rows.map((r) => [r.operation, r.role, r.status === null ? '-' : String(r.status), r.result, [r.path, r.note].filter(Boolean).join(' ')]);
  const widths = head.map((h, i) => Math.min(i === 4 ? 80 : 44, Math.max(h.length, ...lines.map((l) => l[i].length))));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 4 ? c : c.padEnd(widths[i]))).join('  ');
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt), '', `${report.ok} ok, ${report.mismatches} mismatches, ${report.skipped} skipped (${report.rows.length} calls)`].join('\n');
}
