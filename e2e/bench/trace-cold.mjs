// dev helper (not committed): timeline of a cold navigation to a big pre-order
import { chromium } from '@playwright/test';
import { setUpPreOrder } from './preorder-grid.mjs';
const SHELL = 'http://localhost:3000', API = 'http://localhost:4000';
const id = Number(process.env.PID || 0) || (await setUpPreOrder(API)).preOrderId;
console.log('preorder', id);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
let ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1400, height: 1000 } });
let page = await ctx.newPage();
await page.goto(`${SHELL}/en/login`);
await page.getByLabel(/user name/i).fill('salesman');
await page.getByLabel(/^password$/i).fill('demo1234');
await page.getByRole('button', { name: /^sign in$/i }).click();
await page.waitForURL(/\/en\/salesman$/);
const state = await ctx.storageState();
await ctx.close();
for (let run = 0; run < Number(process.env.RUNS || 3); run++) {
  ctx = await browser.newContext({ serviceWorkers: 'block', storageState: state, viewport: { width: 1400, height: 1000 } });
  page = await ctx.newPage();
  const ev = [];
  const t0 = Date.now();
  page.on('request', (r) => ev.push([Date.now() - t0, '>', r.url().replace(/^http:\/\/localhost:/, '')]));
  page.on('requestfinished', (r) => ev.push([Date.now() - t0, '<', r.url().replace(/^http:\/\/localhost:/, '')]));
  await page.goto(`${SHELL}/en/salesman/pre-orders/edit/${id}`);
  await page.locator('section[data-remote="preorders"] input[aria-label^="Amount for size"]').first().waitFor({ state: 'visible', timeout: 60000 });
  const shown = Date.now() - t0;
  const marks = await page.evaluate(() => performance.getEntriesByType('navigation').map((n) => [n.domContentLoadedEventEnd, n.loadEventEnd]));
  const lt = await page.evaluate(() => (window.__lt ?? []));
  await page.waitForLoadState('networkidle');
  if (run === Number(process.env.RUNS || 3) - 1 || process.env.ALL) for (const e of ev.filter((e) => e[0] <= shown + 50)) console.log(String(e[0]).padStart(5), e[1], e[2].slice(0, 110));
  console.log(`run ${run}: first input at ${shown} ms; DCL/load ${JSON.stringify(marks)}`);
  await ctx.close();
}
await browser.close();
