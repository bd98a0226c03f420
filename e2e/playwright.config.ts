import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * e2e against the stack `npm start` runs (production builds served on their own origins, mock-api
 * on a fresh seeded database), in Debian's Chromium. `npm run test:e2e` builds first.
 */
const SHELL = `http://localhost:${process.env.SHELL_PORT ?? 3000}`;
const API = `http://localhost:${process.env.API_PORT ?? 4000}`;


export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // Longest first, so that the two workers stay busy to the end: the queue takes the projects in this order
  // (files in alphabetical order within one). The screen walks come first, split into parallel tests of a
  // minute or two (largest roles first); the long journeys (a worker each, their tests in order) follow; the
  // short journeys fill in to the end. The same settings for all (a worker restarts between projects).
  projects: [
    { name: 'sweep', testMatch: /visual-sweep\.spec\.ts$/ },
    { name: 'a11y', testMatch: /a11y\.spec\.ts$/ },
    { name: 'long', testMatch: [/offline\.spec\.ts$/, /restart\.spec\.ts$/, /preorders\.spec\.ts$/] },
    { name: 'journeys', testIgnore: [/visual-sweep\.spec\.ts$/, /a11y\.spec\.ts$/, /offline\.spec\.ts$/, /restart\.spec\.ts$/, /preorders\.spec\.ts$/] },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    baseURL: SHELL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed test keeps its trace: actions, DOM snapshots, console, network and WebSocket frames, but no
    // screencast. Recording the screencast (a JPEG of every frame the page paints, for every test, kept
    // only on failure) took the browser's share of the two cores: two journey specs (12 tests) ran in
    // 78-80 s with it, 43-48 s without it or with no trace at all. The failure screenshot (below) stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The portal's service worker (issue 19) precaches the shell and every remote on install: in each of
    // the suite's hundreds of fresh contexts that is a few MB of downloads competing with the test on two
    // cores, and a worker between page and servers. Specs block it; tests/offline.spec.ts (trade-show
    // mode) and deploy/check-page.mjs run it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // a fresh database per run: the seed is deterministic. The path is absolute: start.mjs runs mock-api in
    // mock-api/, where a relative one pointed at another file than the one removed here (a local rerun then
    // started on the previous run's data)
    command: 'rm -f .tmp/e2e.db .tmp/e2e.db-* && node ../start.mjs',
    url: `${API}/health`,
    env: { MOCK_API_DB: join(__dirname, '.tmp', 'e2e.db') },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
