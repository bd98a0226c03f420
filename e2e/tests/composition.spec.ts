import { expect, test, type Page } from '@playwright/test';
import { signInAs, type DemoUser } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import {
  DEAD_REMOTE_URL,
  INCOMPATIBLE_CONTRACT_VERSION,
  INCOMPATIBLE_REMOTE,
  INCOMPATIBLE_URL,
  REMOTE_NAMES,
  SECOND_BUILD_URL,
  SECOND_BUILD_VERSION,
  previousReleaseUrl,
  type RemoteName,
} from '../fixtures/ports';

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

/** A screen of each remote and who may see it. */
const SCREENS: Record<RemoteName, { user: DemoUser; path: string }> = {
  catalogue: { user: 'customer', path: '/nl/customer/shop/overview' },
  basket: { user: 'customer', path: '/nl/customer/basket' },
  preorders: { user: 'customer', path: '/nl/customer/pre-orders' },
  account: { user: 'customer', path: '/nl/customer' },
  admin: { user: 'admin', path: '/nl/admin' },
};

/** The build version in a manifest (the previous-release fixtures may be real released builds). */
async function buildVersionOf(page: Page, manifestUrl: string): Promise<string> {
  const manifest = (await (await page.request.get(manifestUrl)).json()) as { metaData: { buildInfo: { buildVersion: string } } };
  return manifest.metaData.buildInfo.buildVersion;
}

for (const name of REMOTE_NAMES) {
  test(`the shell runs the previous release of ${name}`, async ({ page }) => {
    const url = previousReleaseUrl(name);
    const entries: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/remoteEntry.js') && r.ok()) entries.push(r.url());
    });
    const { user, path } = SCREENS[name];
    await signInAs(page, user);
    await page.goto(`${path}?remote.${name}=${encodeURIComponent(url)}`);
    const shell = new Shell(page);
    await expect(shell.mixedBadge()).toBeVisible();
    await expect(shell.remote(name).getByRole('heading').first()).toBeVisible();
    await expect(shell.fallback()).toHaveCount(0);
    await expect(shell.menu()).toBeVisible();
    // the screen came from the fixture's origin, not from the current build
    expect(entries).toContain(new URL('remoteEntry.js', url).href);
  });
}

test("a previous release's messages, ICU texts before they were compiled at build time, show formatted", async ({ page }) => {
  // the basket badge of the previous release of mfe-basket: a widget with a plural message
  await signInAs(page, 'customer');
  await page.goto(`/nl/customer?remote.basket=${encodeURIComponent(previousReleaseUrl('basket'))}`);
  await expect(new Shell(page).mixedBadge()).toBeVisible();
  const badge = page.locator('[data-testid="basket-badge"]:not([aria-busy])');
  await expect(badge).toHaveAttribute('aria-label', /^Winkelmandje, \d+ artikel(en)?$/);
});

test('the shell runs the previous release of every remote at once; the versions panel lists them', async ({ page }) => {
  await signInAs(page, 'customer');
  const query = REMOTE_NAMES.map((n) => `remote.${n}=${encodeURIComponent(previousReleaseUrl(n))}`).join('&');
  await page.goto(`/nl/customer?${query}`);
  const shell = new Shell(page);
  await expect(shell.remote('account').getByRole('heading').first()).toBeVisible();
  await shell.menu().getByRole('link', { name: 'Pre-orders' }).click();
  await expect(shell.remote('preorders').getByRole('heading').first()).toBeVisible();
  await expect(shell.fallback()).toHaveCount(0);
  await page.goto('/nl/versions');
  for (const name of REMOTE_NAMES) {
    const row = page.locator(`tr[data-remote="${name}"]`);
    await expect(row).toContainText(previousReleaseUrl(name));
    await expect(row).toContainText(await buildVersionOf(page, previousReleaseUrl(name)));
    await expect(row).toContainText('OK');
  }
});

test('a remote built against an incompatible contract shows the fallback in its route only; the rest works', async ({ page }) => {
  const { user, path } = SCREENS[INCOMPATIBLE_REMOTE];
  await signInAs(page, user);
  await page.goto(`${path}?remote.${INCOMPATIBLE_REMOTE}=${encodeURIComponent(INCOMPATIBLE_URL)}`);
  const shell = new Shell(page);
  await expect(shell.fallback()).toBeVisible();
  await expect(shell.fallback()).toContainText('een versie die niet past');
  await expect(shell.remote(INCOMPATIBLE_REMOTE).getByRole('heading')).toHaveCount(0);
  await expect(shell.mixedBadge()).toBeVisible();
  // header, menu and the other remotes keep working
  await expect(page.getByTestId('basket-badge')).toBeVisible();
  await page.goto('/nl/customer');
  await expect(shell.remote('account').getByRole('heading').first()).toBeVisible();
  await page.goto('/nl/customer/shop/overview');
  await expect(shell.remote('catalogue').getByRole('heading').first()).toBeVisible();
  await expect(shell.fallback()).toHaveCount(0);
  // the versions panel names the contract it was built against
  await page.goto('/nl/versions');
  const row = page.locator(`tr[data-remote="${INCOMPATIBLE_REMOTE}"]`);
  await expect(row).toContainText(INCOMPATIBLE_CONTRACT_VERSION);
  await expect(row).toContainText('Niet compatibel');
  // back on its route after the override is cleared, the current build renders
  await page.goto(`${path}?remote.reset`);
  await expect(shell.remote(INCOMPATIBLE_REMOTE).getByRole('heading').first()).toBeVisible();
  await expect(shell.fallback()).toHaveCount(0);
});
