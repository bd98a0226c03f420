import { OPERATIONS, OPERATION_NAMES, operationSchemas, type OperationName } from 'shared-kernel/contract';
import Fastify from 'fastify';
import { registerGuard, routeRules, type RouteRule } from '../src/auth/guard';
import { fastifyPath } from '../src/http/operation';
import { testApp } from './helpers';

/*
 * The server registers exactly the contract's operations (issue 16): every Fastify route has an operation
 * and every operation a route, with the operation's roles; a route registered another way does not start.
 */

describe('routes and operations', () => {
  let rules: RouteRule[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await testApp();
    close = t.close;
    rules = routeRules(t.app).filter((r) => !r.docs);
  });
  afterAll(() => close());

  it('registers a route for every operation and an operation for every route, each once', () => {
    const routeKeys = rules.map((r) => `${r.method} ${r.url.toLowerCase()}`);
    const opKeys = OPERATION_NAMES.map((n) => `${OPERATIONS[n].method} ${fastifyPath(OPERATIONS[n]).toLowerCase()}`);
    expect(routeKeys.filter((k) => !opKeys.includes(k))).toEqual([]);
    expect(opKeys.filter((k) => !routeKeys.includes(k))).toEqual([]);
    expect(new Set(routeKeys).size).toBe(routeKeys.length);
    expect(rules.filter((r) => r.operation === null)).toEqual([]);
  });

  it('gives each route the roles of its operation', () => {
    const wrong = rules.filter((r) => JSON.stringify(r.roles) !== JSON.stringify(OPERATIONS[r.operation as OperationName].roles));
    expect(wrong).toEqual([]);
  });

  it('refuses a route that is not registered from its operation (http/operation.ts route())', () => {
    const app = Fastify();
    registerGuard(app);
    expect(() => app.get('/api/:locale/currency', async () => [])).toThrow(/register the route from its operation/);
  });
});

describe('the operation table', () => {
  it.each(OPERATION_NAMES)('%s declares the errors its roles and input imply, and a response schema for JSON answers only', (name) => {
    const op = OPERATIONS[name];
    const s = operationSchemas(name);
    const errors: readonly number[] = op.errors;
    if (op.roles !== 'public') expect(errors).toContain(401);
    if (Array.isArray(op.roles)) expect(errors).toContain(403);
    // a call that takes a body may get an unreadable one
    if (s.body || op.method !== 'GET') expect(errors).toContain(400);
    const json = ('answer' in op ? (op.answer as string) : 'json') === 'json';
    expect([name, !!s.response]).toEqual([name, json]);
    const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((p) => p !== 'locale');
    expect(Object.keys(s.params?.shape ?? {}).sort()).toEqual(pathNames.sort());
  });
});
