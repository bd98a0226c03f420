import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import * as contract from 'shared-kernel/contract';
import { allows, buildWorld, fillUrl, paramNames, paramsFor, routeTable, type Caller, type TableRoute, type World } from './route-table';

/*
 * Robustness, generated from the route table (test/route-table.ts): fast-check sends malformed and extreme
 * values to every endpoint as a role that may call it: path parameters, query strings and bodies (JSON of
 * any shape with the contract's field names, broken JSON, form data, text, missing bodies, wrong content
 * types). The answer is never a 5xx; an error is JSON with a Message, a ModelState or an OAuth error.
 */

jest.setTimeout(180_000);

/** runs per route; the whole file stays under about a minute on the small seed */
const RUNS_PER_ROUTE = Number(process.env.ROBUSTNESS_RUNS ?? 8);

/** every field name of the contract's object schemas: generated bodies hit the real validators */
const CONTRACT_FIELDS = [
  ...new Set(
    Object.values(contract).flatMap((v) => {
      const shape = (v as { shape?: unknown } | null)?.shape;
      return shape && typeof shape === 'object' ? Object.keys(shape) : [];
    }),
  ),
].sort();
const QUERY_FIELDS = ['Page', 'PageSize', 'page', 'search', 'searchTerm', 'customerKey', 'locationType', 'sheetId', 'salesmanId', 'country', 'kind', 'take', 'userId', 'code', 'resolution', 'postalCode', 'houseNr', 'dateFrom', 'dateTo', 'totalAmountFrom', 'totalAmountTo', 'color', 'stockOnly', 'MyCustomersOnly', 'filters', 'marketingOnly', 'keyword'];

const text = fc.oneof(
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-Infinity', '-1', '0', '1e309', '9007199254740993', '1.5', 'null', 'undefined', 'true', '0x1F', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '\u0000', '%00', '2025-13-45', 'C0001', 'en', '{"a":1}', '[]'),
  fc.constant('a'.repeat(100_000)),
  fc.constant('💥'.repeat(5_000)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const scalar = fc.oneof(
  text,
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(2 ** 31), 2 ** 31, 2 ** 63, -0, 0.1, Number.MIN_VALUE, true, false, null),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...CONTRACT_FIELDS) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', '', ' ') }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 3 }, scalar, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fieldName, tie('value'), { maxKeys: 6 })),
}));

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; payload: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: 'none' }),
  // objects with contract field names most often: they pass the outer shape and reach the field checks
  fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 10 }).map((v): Body => ({ kind: 'json', value: v })),
  fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 10 }).map((v): Body => ({ kind: 'json', value: v })),
  value.map((v): Body => ({ kind: 'json', value: v })),
  fc.constantFrom('{"a":', '{', 'null', '"', '[1,2', '{"__proto__":{"x":1}}', '\u0000').map((payload): Body => ({ kind: 'raw', type: 'application/json', payload })),
  fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/x-www-form-urlencoded', 'image/png'), text).map(
    ([type, payload]): Body => ({ kind: 'raw', type, payload }),
  ),
  fc.dictionary(fieldName, text, { maxKeys: 5 }).map((d): Body => ({ kind: 'raw', type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(d).toString() })),
);
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_FIELDS), fc.string({ maxLength: 6 })), fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 5 });

/** values that often pass a field's own check, so that the other fields' extreme values reach the handler */
const plausible = (w: World) =>
  fc.constantFrom<unknown>(0, 1, 2, 5, 100, -1, 'x', 'Test', w.own.key, w.foreign.key, 'test@example.com', 'demo1234', '2026-01-01T00:00:00.000Z', true, false, null, [], [1], [w.sheet.variantId], { Type: 0 }, [{ Type: 0 }], w.sheet.variantId, w.sheet.productId, w.sheet.groupId, w.own.preorderId, w.own.orderId, String(w.own.orderId));

/**
 * the fields a route's validation asks for: the ModelState keys of a request without body and query
 * (`model.Locations.0.Type` -> `Locations`), so that generated bodies and queries carry exactly those
 */
async function askedFields(w: World, route: TableRoute, c: Caller): Promise<string[]> {
  const res = await w.app.inject({
    method: route.method as 'GET',
    url: fillUrl(route.url, paramsFor(w, route, c)),
    headers: { authorization: `Bearer ${c.token}` },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
  const state = (res.statusCode === 400 ? (res.json() as { ModelState?: Record<string, unknown> }).ModelState : undefined) ?? {};
  return [...new Set(Object.keys(state).map((k) => k.replace(/^(model|addUserModel)\.?/i, '').split('.')[0]).filter(Boolean))];
}

interface Input {
  /** which path parameter to replace (index into the route's parameters) and with what; null keeps them */
  param: { index: number; value: string } | null;
  query: Record<string, string | string[]>;
  body: Body;
  callerIndex: number;
}
/** the generated requests of a route: random ones, and ones with the fields its validation asks for */
function inputs(w: World, asked: string[]): fc.Arbitrary<Input> {
  const param = fc.option(fc.record({ index: fc.nat(), value: fc.oneof(text, fc.integer().map(String), fc.double().map(String)) }), { nil: null });
  const random = fc.record({ param, query, body, callerIndex: fc.nat() });
  if (!asked.length) return random;
  const field = fc.oneof({ weight: 3, arbitrary: plausible(w) }, { weight: 1, arbitrary: value });
  const fields = fc.record(Object.fromEntries(asked.map((f) => [f, field])), { requiredKeys: [] });
  const targeted = fc.record({
    param: fc.constant(null),
    query: fields.map((q) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']))),
    body: fields.map((v): Body => ({ kind: 'json', value: v })),
    callerIndex: fc.nat(),
  });
  return fc.oneof(random, targeted, targeted);
}

/** a clear error: JSON with a Message, a ModelState or an OAuth error */
function clearError(payload: string): boolean {
  try {
    const b = JSON.parse(payload) as Record<string, unknown> | null;
    return !!b && (typeof b.Message === 'string' || (typeof b.ModelState === 'object' && b.ModelState !== null) || typeof b.error === 'string');
  } catch {
    return false;
  }
}

describe('robustness (property-based, every route of the route table)', () => {
  let w: World;
  beforeAll(async () => {
    // high sign-in limits: the generated POST /token failures must not turn into 429 for the other tests' users
    process.env.TOKEN_MAX_FAILURES_PER_IP = '100000';
    process.env.TOKEN_MAX_FAILURES_PER_USER = '100000';
    w = await buildWorld();
  });
  afterAll(async () => {
    delete process.env.TOKEN_MAX_FAILURES_PER_IP;
    delete process.env.TOKEN_MAX_FAILURES_PER_USER;
    await w?.close();
  });

  function request(route: TableRoute, c: Caller, i: Input): InjectOptions {
    const params = paramsFor(w, route, c);
    const names = paramNames(route.url).filter((n) => n !== 'locale');
    if (i.param && names.length) params[names[i.param.index % names.length]] = i.param.value;
    let url = fillUrl(route.url, params);
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(i.query)) for (const one of ([] as string[]).concat(v)) q.append(k, one);
    if ([...q.keys()].length) url += `?${q.toString()}`;
    const headers: Record<string, string> = { authorization: `Bearer ${c.token}` };
    if (i.body.kind === 'none') return { method: route.method as 'GET', url, headers };
    if (i.body.kind === 'json') return { method: route.method as 'GET', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(i.body.value) ?? 'null' };
    return { method: route.method as 'GET', url, headers: { ...headers, 'content-type': i.body.type }, payload: i.body.payload };
  }

  it('never answers a 5xx, and every error is clear JSON', async () => {
    const table = routeTable();
    const failures: string[] = [];
    const started = Date.now();
    for (const route of table) {
      const callers = w.callers.filter((c) => allows(route, c));
      const asked = await askedFields(w, route, callers[0]);
      try {
        await fc.assert(
          fc.asyncProperty(inputs(w, asked), async (i) => {
            const c = callers[i.callerIndex % callers.length];
            const req = request(route, c, i);
            const res = await w.app.inject(req);
            await w.renewAfter(route, c, res.statusCode);
            if (res.statusCode >= 500 || (res.statusCode >= 400 && !clearError(res.payload))) {
              throw new Error(`${c.name}: ${req.method} ${req.url?.toString().slice(0, 300)} -> ${res.statusCode} ${res.payload.slice(0, 300)}`);
            }
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      } catch (e) {
        failures.push(`${route.method} ${route.url}: ${(e as Error).message.split('\n').slice(0, 8).join('\n')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(table.length).toBeGreaterThan(150);
    // the generated inputs ran in about a minute at most
    expect(Date.now() - started).toBeLessThan(150_000);
  });
});
