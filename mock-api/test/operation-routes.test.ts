import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerGuard } from '../src/auth/guard';
import { contractMismatches, registerContractCheck } from '../src/http/contract-check';
import { errorHandler } from '../src/http/errors';
import { route } from '../src/http/operation';
import { DOCS_CSP } from '../src/http/docs';
import { buildOpenApi } from 'shared-kernel/contract/openapi';
import type { AppContext } from '../src/context';
import { call, login, testApp } from './helpers';

/*
 * Routes registered from the contract's operations (src/http/operation.ts): Fastify validates params, query
 * and body with the operation's zod schemas and a refusal is the spec's ModelState (the UI sees no change);
 * under test every answer is checked against its operation (src/http/contract-check.ts).
 */

let app: Awaited<ReturnType<typeof testApp>>['app'];
let close: () => Promise<void>;
let admin: string;
beforeAll(async () => {
  ({ app, close } = await testApp());
  admin = await login(app, 'admin');
});
afterAll(() => close());

describe('request validation from the operation schemas', () => {
  it('answers ModelState with model.Field keys for params, query and body', async () => {
    const id = await call(app, 'GET', '/api/en/branch/abc', admin);
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({ Message: 'The request is invalid.', ModelState: { 'model.id': [expect.any(String)] } });

    const page = await call(app, 'GET', '/api/nl/notification/all?Page=0', admin);
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().ModelState)).toEqual(['model.Page']);

    const chart = await call(app, 'POST', '/api/en/sizechart', admin, { Brand: 'NRW', Name: '', Rows: 2, Columns: 9, Cells: [] });
    expect(chart.statusCode).toBe(400);
    expect(Object.keys(chart.json().ModelState).sort()).toEqual(['model.Columns', 'model.Name']);

    const nested = await call(app, 'PUT', '/api/en/country/1', admin, { IsAvailable: true, Costs: [{ CurrencyId: 1, ShippingCosts: -1, DropShipmentCosts: 0, FreeDeliveryShippingCosts: 0, FreeDeliveryDropShipmentCosts: 0 }] });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().ModelState)).toEqual(['model.Costs.0.ShippingCosts']);
  });

  it('validates a request without body as an empty one, naming each missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/en/notification', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().ModelState)).toEqual(expect.arrayContaining(['model.Title', 'model.StartDate', 'model.EndDate']));
  });

  it('names a wrong locale before anything else, as a Message', async () => {
    const res = await call(app, 'GET', '/api/xx/branch/abc', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: "The locale 'xx' is not supported; use en, nl or fr." });
  });

  it('keeps the roles of the operation (403) and the token rule (401)', async () => {
    expect((await call(app, 'GET', '/api/en/branch', await login(app, 'salesman'))).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/en/currency')).statusCode).toBe(401);
  });

  it('recorded no contract mismatch in this app', () => {
    expect(contractMismatches(app)).toEqual([]);
  });
});

describe('the contract check of the answers (tests only)', () => {
  /** a small app with one operation whose handler drifts from the contract */
  async function driftingApp(answer: unknown) {
    const drift = Fastify();
    drift.decorate('ctx', {} as AppContext);
    drift.setValidatorCompiler(validatorCompiler);
    drift.setErrorHandler(errorHandler);
    registerContractCheck(drift);
    registerGuard(drift);
    // getHealth is public: no token needed
    await drift.register(async (scope) => route(scope, 'getHealth', async () => answer as { status: 'ok' }));
    await drift.ready();
    return drift;
  }

  it('turns an answer that breaks its schema into a 500 naming the operation and the JSON path', async () => {
    const drift = await driftingApp({ Status: 'ok' });
    const res = await drift.inject('/health');
    expect(res.statusCode).toBe(500);
    expect(res.json().Message).toBe('Contract mismatch: GET /health (getHealth) answered 200: Invalid input: expected "ok" at $.status');
    expect(contractMismatches(drift)).toEqual([expect.objectContaining({ operation: 'getHealth', path: '$.status', status: 200 })]);
    await drift.close();
  });

  it('lets a conforming answer through unchanged', async () => {
    const ok = await driftingApp({ status: 'ok', extra: 1 });
    const res = await ok.inject('/health');
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok', extra: 1 }]);
    await ok.close();
  });
});

describe('the published contract', () => {
  it('serves the OpenAPI document at /openapi.json without a token', async () => {
    const res = await app.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(buildOpenApi());
  });

  it('serves the reference at /docs with its own assets (offline) under a same-origin policy', async () => {
    const page = await app.inject('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    // every script of the page comes from this server
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await app.inject(`/docs/${src.replace(/^\.\//, '')}`);
      expect([src, asset.statusCode]).toEqual([src, 200]);
    }
    const init = await app.inject('/docs/static/swagger-initializer.js');
    expect(init.body).toContain('validatorUrl: null');
  });
});
