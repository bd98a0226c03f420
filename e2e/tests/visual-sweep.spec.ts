import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signInAs, type DemoUser } from '../pages/LoginPage';
import { demoIds } from '../fixtures/demoIds';

/**
 * Issue 18, the visual sweep: every main screen of every role at a desktop (1366x900), an iPad in
 * landscape (1024x768) and a phone (390x844). On each screen, once it has loaded: the page does not scroll
 * sideways, and no visible image is broken (every displayed `img`, lazy ones included after a scroll
 * through the page, has loaded with a natural width above 0). A screenshot of every screen at every size
 * (the viewport, as the user sees it on arrival: a full-page one cost seconds per tall screen) is kept as
 * a test artifact (`e2e/test-results/.../<size>-<who>-<screen>.png`, and in the HTML report's
 * attachments). Nothing here writes to the API.
 *
 * One signed-in context per role (or per part of a long role), its viewport resized for each size: every
 * screen is still loaded anew at each size (page.goto), so it mounts at that size as a user's would.
 *
 * `README_SCREENSHOTS=1` (npm run screenshots -w e2e) also copies the two screenshots the README shows,
 * the customer's shop and the salesman's pre-order at 1366x900, to docs/screenshots/.
 */

type Who = 'public' | DemoUser;
/** [who, name (artifact file name), path, ready: text the screen shows once loaded (default: the first h1 in main)] */
type Screen = [Who, string, string, string?];

const sizes = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'ipad', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let ids: Awaited<ReturnType<typeof demoIds>>;

test.beforeAll(async () => {
  ids = await demoIds();
});

const screens = (): Screen[] => [
  ['public', 'login', '/en/login'],
  ['public', 'password-forgot', '/en/password-forgot'],
  ['customer', 'dashboard', '/en/customer'],
  ['customer', 'shop', '/en/customer/shop/overview'],
  ['customer', 'product', `/en/customer/shop/product/${ids.group}`],
  ['customer', 'fast-order', '/en/customer/shop/fast-order'],
  ['customer', 'search', '/en/search?search=shirt'],
  ['customer', 'our-brands', '/en/customer/our-brands/overview'],
  ['customer', 'downloads', '/en/customer/downloads/overview'],
  ['customer', 'basket', '/en/customer/basket/overview'],
  ['customer', 'checkout', '/en/customer/basket/checkout'],
  ['customer', 'drafts', '/en/customer/basket/drafts'],
  ['customer', 'account', '/en/customer/account/edit'],
  ['customer', 'users', '/en/customer/account/users'],
  ['customer', 'addresses', '/en/customer/account/addresses'],
  ['customer', 'history', '/en/customer/account/history'],
  ['customer', 'order', `/en/customer/account/history/detail/${ids.order}`],
  ['customer', 'backorders', '/en/customer/account/backorders'],
  ['customer', 'invoices', '/en/customer/account/invoices'],
  ['customer', 'contact', '/en/contact/VLV'],
  ['customer', 'warranty', '/en/warranty'],
  ['customer', 'pre-orders', '/en/customer/pre-orders'],
  ['customer', 'pre-order', `/en/customer/pre-orders/edit/${ids.customerPreOrder}`],
  ['customer', 'sync-center', '/en/customer/pre-orders/offline'],
  ['staff', 'dashboard', '/en/customer'],
  ['staff', 'shop', '/en/customer/shop/overview'],
  ['staff', 'product', `/en/customer/shop/product/${ids.group}`],
  ['staff', 'basket', '/en/customer/basket/overview'],
  ['staff', 'account', '/en/customer/account/edit'],
  ['marketing', 'dashboard', '/en/customer'],
  ['marketing', 'shop', '/en/customer/shop/overview'],
  ['marketing', 'product', `/en/customer/shop/product/${ids.group}`],
  ['marketing', 'downloads', '/en/customer/downloads/overview'],
  ['salesman', 'dashboard', '/en/salesman'],
  ['salesman', 'pre-orders', '/en/salesman/pre-orders'],
  ['salesman', 'pre-order-create', '/en/salesman/pre-orders/create'],
  ['salesman', 'pre-order', `/en/salesman/pre-orders/edit/${ids.salesmanPreOrder}`],
  ['salesman', 'sync-center', '/en/salesman/pre-orders/offline'],
  ['salesman', 'customers', '/en/salesman/customer-list'],
  ['salesman', 'customer', `/en/salesman/customer-list/customer/${ids.customer}`],
  ['salesman', 'account', '/en/salesman/account/edit'],
  ['admin', 'dashboard', '/en/admin'],
  ['admin', 'sheets', '/en/admin/pre-orders/beschikbare-fiches'],
  ['admin', 'sheet', `/en/admin/pre-orders/edit/${ids.sheet}`],
  ['admin', 'sheet-create', '/en/admin/pre-orders/create'],
  ['admin', 'customer-pre-orders', '/en/admin/pre-orders/customer-preorders'],
  ['admin', 'processing', '/en/admin/pre-orders/preorder-processing'],
  ['admin', 'reports', '/en/admin/reports'],
  ['admin', 'employees', '/en/admin/users'],
  ['admin', 'notifications', '/en/admin/notifications'],
  ['admin', 'banners', '/en/admin/banners'],
  ['admin', 'banner', `/en/admin/banners/edit/${ids.banner}`],
  ['admin', 'coupons', '/en/admin/coupons'],
  ['admin', 'coupon', `/en/admin/coupons/edit/${ids.coupon}`],
  ['admin', 'branches', '/en/admin/branches'],
  ['admin', 'countries', '/en/admin/countries'],
  ['admin', 'size-charts', '/en/admin/sizeCharts'],
  ['admin', 'service-requests', '/en/admin/service-requests'],
  ['admin', 'impersonation', '/en/admin/impersonation'],
  ['admin', 'customers', '/en/salesman/customer-list'],
];

async function signedIn(browser: Browser, who: Who): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: sizes[0].width, height: sizes[0].height } })).newPage();
  if (who !== 'public') await signInAs(page, who, 'en');
  return page;
}

/**
 * Scrolls through the page so that lazy images load, then back to the top. Each step waits for the next
 * frame, or 1 s when no frame comes: in one CI run a page's animation frames stopped mid-scroll (the page
 * answered, its frames did not) and the sweep waited out its whole timeout here instead of judging it.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    const end = () => document.scrollingElement!.scrollHeight;
    for (let y = 0; y < end() && y < 40_000; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => {
        requestAnimationFrame(() => setTimeout(r, 30));
        setTimeout(r, 1000);
      });
    }
    window.scrollTo(0, 0);
  });
}

type Finding = string;

/** a screenshot of a settled page takes well under a second; see sweep() */
const SCREENSHOT_TIMEOUT_MS = 30_000;

/** Loads a screen, waits until it has settled, checks overflow and images, attaches a screenshot. */
async function sweep(page: Page, info: TestInfo, size: (typeof sizes)[number], who: Who, name: string, path: string, ready?: string): Promise<Finding[]> {
  await page.goto(path);
  const main = page.locator('main');
  await expect(ready ? page.getByText(ready).first() : main.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(main.locator('[data-loading]')).toHaveCount(0, { timeout: 20_000 });
  await scrollThrough(page);
  // every displayed image has finished loading (or failed): give them a moment, then judge
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => img.getClientRects().length > 0)
          .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // and the layout has taken them in: two frames (or 1 s without frames, as in scrollThrough)
  await page.evaluate(
    () =>
      new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, 1000);
      }),
  );
  const found: Finding[] = [];
  const overflow = await page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth + 1) return null;
    // name the widest element that sticks out, to make the report useful
    let widest: Element | null = null;
    let right = doc.clientWidth;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > right + 1) {
        right = r.right;
        widest = el;
      }
    }
    const describe = (el: Element | null) =>
      el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` : '?';
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, element: describe(widest), right: Math.round(right) };
  });
  if (overflow) found.push(`${size.name} ${who} ${path}: scrolls sideways (${overflow.scrollWidth} > ${overflow.clientWidth}); widest: ${overflow.element} to ${overflow.right}px`);
  // broken: an image that finished loading without a picture (404, bad data), wherever it is on the page;
  // and every image in the first screen has arrived. A lazy image far below that the scroll did not reach
  // has not been asked for yet: it is not broken.
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden')
      .filter((img) => {
        const r = img.getBoundingClientRect();
        const inFirstScreen = r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
        return img.complete ? img.naturalWidth === 0 : inFirstScreen;
      })
      .map((img) => img.currentSrc || img.src),
  );
  for (const src of broken) found.push(`${size.name} ${who} ${path}: broken image ${src}`);
  const file = info.outputPath(`${size.name}-${who}-${name}.png`);
  // A screenshot needs a frame from the page. Twice in CI a pre-order page's frames stopped after it had
  // loaded (2026-12-07: the scroll and the settle above fell back to their 1 s timers, the renderer's main
  // thread idle) and the screenshot then waited out the test's whole timeout, 13 minutes and more with its
  // teardown, before the retry. Bounded, such a page fails this attempt within a minute.
  await page.screenshot({ path: file, timeout: SCREENSHOT_TIMEOUT_MS });
  await info.attach(`${size.name}-${who}-${name}`, { path: file, contentType: 'image/png' });
  if (process.env.README_SCREENSHOTS && size.name === 'desktop' && ((who === 'customer' && name === 'shop') || (who === 'salesman' && name === 'pre-order'))) {
    const dir = join(__dirname, '..', '..', 'docs', 'screenshots');
    mkdirSync(dir, { recursive: true });
    // the README shows the first screen, as a user sees it on arrival
    copyFileSync(file, join(dir, `${name === 'shop' ? 'shop' : 'pre-order'}.png`));
  }
  return found;
}

test.describe.configure({ mode: 'parallel' });

/** The customer's and the admin's screens (24 and 19) are swept by two tests each, so the two workers stay busy. */
const PARTS: Partial<Record<Who, number>> = { customer: 2, admin: 2 };
/** the roles with most screens first (the longest tests start first) */
const roles = ['customer', 'admin', 'salesman', 'staff', 'marketing', 'public'] as const;

for (const who of roles) {
  const parts = PARTS[who] ?? 1;
  for (let part = 0; part < parts; part++) {
    const title = `visual sweep: ${who}${parts > 1 ? ` (${part + 1} of ${parts})` : ''} at ${sizes.map((s) => `${s.width}x${s.height}`).join(', ')}`;
    test(title, async ({ browser }, info) => {
      const mine = screens().filter(([w]) => w === who);
      const share = Math.ceil(mine.length / parts);
      const list = mine.slice(part * share, (part + 1) * share);
      expect(list.length).toBeGreaterThan(0);
      test.setTimeout(60_000 + 3 * 20_000 * list.length);
      const page = await signedIn(browser, who);
      const found: Finding[] = [];
      for (const size of sizes) {
        if (process.env.README_SCREENSHOTS && size.name !== 'desktop') continue;
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const [, name, path, ready] of list) {
          await test.step(`${size.name} ${path}`, async () => {
            found.push(...(await sweep(page, info, size, who, name, path, ready)));
          });
        }
      }
      await page.context().close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
