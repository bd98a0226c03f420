import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { DEAD_REMOTE_URL, SECOND_BUILD_URL, SECOND_BUILD_VERSION } from '../fixtures/ports';

test('a remote that is down shows the fallback in its route only; the rest works', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto(`/nl/customer?remote.account=${encodeURIComponent(DEAD_REMOTE_URL)}`);
  const shell = new Shell(page);
  await expect(shell.fallback()).toBeVisible();
  await expect(shell.fallback().getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await expect(shell.mixedBadge()).toBeVisible();
  // header, menu and the other remotes keep working
  await expect(shell.menu()).toBeVisible();
  await shell.menu().getByRole('link', { name: 'Pre-orders' }).click();
  await expect(page).toHaveURL(/\/nl\/customer\/pre-orders$/);
  await expect(shell.remote('preorders')).toBeVisible();
  await expect(shell.fallback()).toHaveCount(0);
  // retry keeps failing while the remote is down, and the route still shows the fallback
  await page.goto('/nl/customer');
  await shell.fallback().getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(shell.fallback()).toBeVisible();
  // clearing the override brings the real remote back
  await page.goto('/nl/customer?remote.reset');
  await expect(shell.remote('account').getByRole('heading').first()).toBeVisible();
  await expect(shell.mixedBadge()).toHaveCount(0);
});

test('the shell runs a second build of a remote through the QA override', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto(`/nl/customer?remote.account=${encodeURIComponent(SECOND_BUILD_URL)}`);
  const shell = new Shell(page);
  await expect(shell.mixedBadge()).toBeVisible();
  await expect(shell.remote('account').getByRole('heading').first()).toBeVisible();
  await expect(shell.fallback()).toHaveCount(0);
  // the override holds for the browser session, across navigation
  await page.goto('/nl/versions');
  const row = page.locator('tr[data-remote="account"]');
  await expect(row).toContainText(SECOND_BUILD_URL);
  await expect(row).toContainText(SECOND_BUILD_VERSION);
  await expect(row).toContainText('1.0.0');
  await expect(page.locator('tr[data-remote="catalogue"]')).toContainText('OK');
});

test('React and React DOM are fetched exactly once across shell and remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await signInAs(page, 'customer');
  await expect(new Shell(page).remote('account').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = (re: RegExp) => scripts.filter((u) => re.test(new URL(u).pathname));
  const reactDom = files(/node_modules_react-dom_/);
  const react = files(/node_modules_react_(index|jsx-runtime)/);
  expect(reactDom.length).toBeGreaterThan(0);
  expect(react.length).toBeGreaterThan(0);
  // one origin serves them, each file once
  expect(new Set(reactDom.map((u) => new URL(u).origin)).size).toBe(1);
  expect(new Set(react.map((u) => new URL(u).origin)).size).toBe(1);
  expect(new Set(reactDom).size).toBe(reactDom.length);
  expect(new Set(react).size).toBe(react.length);
});
