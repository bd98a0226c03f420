import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { OPERATION_NAMES } from 'shared-kernel/operations';
import { adminApi } from './api';

// every file of src/api injects its endpoints (a new one is checked without being listed here)
const files = readdirSync(join(__dirname, '..', 'api')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
beforeAll(async () => {
  await Promise.all(files.map((f) => import(`../api/${f.replace(/\.ts$/, '')}`)));
});

describe('the admin api', () => {
  it('names every endpoint after a contract operation, so one URL has one endpoint and one cache entry', () => {
    const names = Object.keys(adminApi.endpoints);
    expect(files.length).toBeGreaterThan(5);
    expect(names).toContain('listBanners');
    expect(names.filter((n) => !(OPERATION_NAMES as readonly string[]).includes(n))).toEqual([]);
  });

  it('declares its endpoints and tag types only in src/api and app/api.ts, not in the features', () => {
    const src = join(__dirname, '..');
    const declaring = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(`api${sep}`) && !/\.test\.tsx?$/.test(f) && f !== join('app', 'api.ts'))
      .filter((f) => /\b(injectEndpoints|enhanceEndpoints|createApi)\(/.test(readFileSync(join(src, f), 'utf8')));
    expect(declaring).toEqual([]);
  });
});
