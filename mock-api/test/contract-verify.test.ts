import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { OPERATIONS, OPERATION_NAMES } from 'shared-kernel/contract';
import { formatTable, runVerify, type VerifyReport } from 'shared-kernel/verify';
import { contractMismatches } from '../src/http/contract-check';
import { testApp } from './helpers';

/*
 * `npm run contract:verify` (shared-kernel/scripts/verify) against mock-api on a fresh seeded database, over
 * real HTTP: every read, the write round trips and the role rules must be green. Then against a server
 * that drifts from the contract (mock-api behind a proxy that renames a field, sends a number as a string
 * and lets a role through): the run names the operation and the JSON path.
 */

jest.setTimeout(120_000);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('contract:verify against mock-api', () => {
  let report: VerifyReport;
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
    // a warranty request with a photo (the seed has none), for GET servicerequest/{id}/photo/{which}
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    t.app.ctx.db
      .prepare("INSERT INTO service_requests (kind, created, customer_key, user_id, text, defect_photo, defect_photo_type) VALUES ('warranty', ?, 'C0001', '00000000-0000-4000-a000-000000000003', 'verify', ?, 'image/png')")
      .run(new Date().toISOString(), png);
    report = await runVerify({ api: await listen(t.app), write: true });
  });
  afterAll(() => t?.close());

  it('is all green: no mismatch', () => {
    const summary = `${report.ok} ok, ${report.mismatches} mismatches, ${report.skipped} skipped (${report.rows.length} calls)`;
    console.log(`contract:verify against mock-api: ${summary}`);
    expect(report.rows.filter((r) => r.result === 'mismatch')).toEqual([]);
    expect(contractMismatches(t.app)).toEqual([]);
  });

  it('reads every GET operation successfully as at least one role, and hears 403 from every role it excludes', () => {
    // ConfirmEmail needs a mailed code: the run checks its refusal of a wrong one (400)
    const gets = OPERATION_NAMES.filter((n) => OPERATIONS[n].method === 'GET' && n !== 'confirmEmail');
    expect(report.rows.find((r) => r.operation === 'confirmEmail')).toMatchObject({ status: 400, result: 'ok' });
    const success = (n: string) => report.rows.some((r) => r.operation === n && r.result === 'ok' && r.status === 200);
    expect(gets.filter((n) => !success(n))).toEqual([]);
    const refused = report.rows.filter((r) => r.note === 'refused (role)');
    expect(refused.length).toBeGreaterThan(200);
  });

  it('ran the write round trips', () => {
    for (const op of ['updateCountry', 'updateBranch', 'addBasketItems', 'createDraft', 'deleteDraft', 'removeBasketItem', 'impersonate', 'revertImpersonation', 'disableCustomerIsWatching', 'downloadFile'] as const) {
      expect([op, report.rows.some((r) => r.operation === op && r.result === 'ok' && r.status !== 403)]).toEqual([op, true]);
    }
  });
});

describe('contract:verify against a server that drifts from the contract', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let proxy: FastifyInstance;
  let report: VerifyReport;
  beforeAll(async () => {
    t = await testApp({ checkContract: false });
    proxy = Fastify();
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    // mock-api, with three drifts: GET currency renames Symbol, GET country/available sends Id as a string,
    // GET branch answers everyone (the 403 of the non-admin roles is gone)
    proxy.all('/*', async (req, reply) => {
      // the proxy edits the answer's text: it asks mock-api for it unencoded
      const { 'accept-encoding': _encoding, ...headers } = req.headers;
      const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers, payload: req.body as Buffer | undefined });
      let body = res.body;
      let status = res.statusCode;
      const path = req.url.split('?')[0].toLowerCase();
      if (path === '/api/en/currency') body = body.replace(/"Symbol":/g, '"Sign":');
      if (path === '/api/en/country/available') body = body.replace(/"Id":(\d+)/g, '"Id":"$1"');
      if (path === '/api/en/branch' && status === 403) {
        status = 200;
        body = JSON.stringify({ Items: [], Filters: [], Page: 1, PageSize: 100, PageStartIndex: 0, PageEndIndex: 0, Pages: [], TotalCount: 0, PageCount: 0 });
      }
      return reply.code(status).header('content-type', res.headers['content-type'] ?? 'application/json').send(body);
    });
    report = await runVerify({ api: await listen(proxy), only: ['listCurrencies', 'listAvailableCountries', 'listBranches'] });
    console.log(`contract:verify against a drifting server:\n${formatTable(report)}`);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  const mismatch = (operation: string, role?: string) => report.rows.filter((r) => r.operation === operation && r.result === 'mismatch' && (!role || r.role === role));

  it('names the operation and the path of a renamed field', () => {
    expect(mismatch('listCurrencies')[0]).toMatchObject({ status: 200, path: '$[0].Symbol' });
  });

  it('names the operation and the path of a number sent as a string', () => {
    expect(mismatch('listAvailableCountries')[0]).toMatchObject({ status: 200, path: '$[0].Id', note: expect.stringContaining('expected number') });
  });

  it('names the operation and the role of a missing 403', () => {
    for (const role of ['salesman', 'customer', 'staff', 'marketing']) expect(mismatch('listBranches', role)[0]).toMatchObject({ status: 200, note: 'expected 403: the role may not call this' });
    expect(mismatch('listBranches', 'admin')).toEqual([]);
  });

  it('fails the run (the CLI exits 1 on any mismatch)', () => {
    expect(report.mismatches).toBe(14);
    expect(formatTable(report)).toMatch(/6 ok, 14 mismatches, 0 skipped/);
  });
});
