import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATION_NAMES } from 'shared-kernel/operations';
import { preordersApi } from './api';

// every file of src/api injects its endpoints (a new one is checked without being listed here)
const files = readdirSync(join(__dirname, '..', 'api')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
beforeAll(async () => {
  await Promise.all(files.map((f) => import(`../api/${f.replace(/\.ts$/, '')}`)));
});

describe('the pre-orders api', () => {
  it('names every endpoint after a contract operation, so one URL has one endpoint and one cache entry', () => {
    const names = Object.keys(preordersApi.endpoints);
    expect(files.length).toBeGreaterThan(5);
    expect(names).toContain('getPreOrder');
    expect(names.filter((n) => !(OPERATION_NAMES as readonly string[]).includes(n))).toEqual([]);
  });
});
