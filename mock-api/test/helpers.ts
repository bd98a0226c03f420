import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { buildApp, type BuildOptions } from '../src/app';

// light-my-request (behind app.inject) requires cookie 2, an ES module that the shared jest preset does not
// transform; it only uses stringifySetCookie for request cookies, which these tests never send.
jest.mock(
  '../../node_modules/light-my-request/node_modules/cookie/dist/index.js',
  () => ({ stringifySetCookie: (c: { name: string; value: string }) => `${c.name}=${encodeURIComponent(c.value)}` }),
  { virtual: true },
);

export const PASSWORD = 'demo1234';

/** a fresh temp directory for a test file's database */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** an app on its own temp database (small seed by default) */
export async function testApp(opts: Partial<BuildOptions> = {}): Promise<{ app: FastifyInstance; dbFile: string; close: () => Promise<void> }> {
  const { dir, cleanup } = tempDir();
  const dbFile = join(dir, 'portal.db');
  const app = await buildApp({ dbFile, seedScale: 0.05, ...opts });
  return {
    app,
    dbFile,
    close: async () => {
      await app.close();
      cleanup();
    },
  };
}

export async function login(app: FastifyInstance, userName: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/token', payload: new URLSearchParams({ grant_type: 'password', userName, password }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (res.statusCode !== 200) throw new Error(`login ${userName}: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

type Method = NonNullable<InjectOptions['method']>;

/** an authenticated call; `body` goes as JSON */
export function call(app: FastifyInstance, method: Method, url: string, token?: string | null, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}
