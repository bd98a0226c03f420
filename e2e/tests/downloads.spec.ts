import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { mainUserOf } from '../fixtures/api';
import { API_URL, SHELL_URL } from '../fixtures/ports';
import { signInAsCustomerUser } from '../pages/LoginPage';

// The downloads page's "embedded file-sharing widget in a dialog" (issue 15): a customer prepares a
// package, the dialog frames the API's file-sharing page listing it with its share link, the link works
// without signing in until the customer revokes it in the frame. The portal's CSP allows exactly that
// frame. A customer of its own (C0040), so no other journey's packages show up.

test('downloads: a prepared package is shared from the file-sharing dialog and its link revoked there', async ({ page, browser }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (frame|display|load)/i.test(m.text())) violations.push(m.text());
  });
  await signInAsCustomerUser(page, await mainUserOf('C0040'));
  await page.goto('/en/customer/downloads/overview');
  const rows = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).check();
  await rows.nth(1).check();
  // the package's Url is opened: the browser downloads the ZIP
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Images (low resolution)' }).click();
  expect((await download).suggestedFilename()).toBe('images-low.zip');

  await page.getByRole('button', { name: 'File sharing' }).click();
  const dialog = page.getByRole('dialog', { name: 'File sharing' });
  await expect(dialog).toBeVisible();
  const frameElement = dialog.locator('iframe[title="Shared downloads"]');
  await expect(frameElement).toHaveAttribute('src', /\/api\/en\/fileshare\/page\?t=/);
  const frame = page.frameLocator('iframe[title="Shared downloads"]');
  const item = frame.getByRole('listitem').filter({ hasText: 'Images (low resolution)' });
  await expect(item).toContainText('2 products');
  const link = await item.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/api\/en\/dl\/files\/[0-9a-f]{32}\.zip$/);

  // anyone with the link downloads the package, without signing in
  const stranger = await browser.newContext();
  expect((await stranger.request.get(link)).status()).toBe(200);

  // the dialog and the framed page pass axe (the sandboxed frame runs no script, axe included: its page is
  // audited on its own)
  const serious = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  expect(serious(await new AxeBuilder({ page }).include('[role="dialog"]').setLegacyMode().options({ iframes: false }).withTags(tags).analyze())).toEqual([]);
  const alone = await (await browser.newContext()).newPage();
  await alone.goto((await frameElement.getAttribute('src'))!);
  await expect(alone.getByRole('heading', { level: 1, name: 'Shared downloads' })).toBeVisible();
  expect(serious(await new AxeBuilder({ page: alone }).withTags(tags).analyze())).toEqual([]);
  await alone.context().close();

  // revoked in the frame: the link ends at once
  await item.getByRole('button', { name: 'Revoke link' }).click();
  await expect(frame.getByRole('status')).toHaveText('The link was revoked: it no longer works.');
  await expect(frame.getByRole('listitem').filter({ hasText: 'Images (low resolution)' })).toHaveCount(0);
  expect((await stranger.request.get(link)).status()).toBe(404);
  await stranger.close();

  expect(violations).toEqual([]);
});

test('the file-sharing page is framed by the portal only, and the portal frames the API only', async ({ page, request }) => {
  await signInAsCustomerUser(page, await mainUserOf('C0040'));
  const portal = await request.get('/en/login');
  const csp = portal.headers()['content-security-policy'];
  const frameSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src '));
  expect(frameSrc?.split(' ').slice(1)).toEqual([API_URL]);
  expect(csp).toContain("frame-ancestors 'none'");

  await page.goto('/en/customer/downloads/overview');
  await page.getByRole('button', { name: 'File sharing' }).click();
  const src = await page.getByRole('dialog', { name: 'File sharing' }).locator('iframe').getAttribute('src');
  const answer = await request.get(src!, { headers: { Accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  const own = answer.headers()['content-security-policy'];
  expect(own).toMatch(/frame-ancestors [^;]*'self'/);
  expect(own).toContain(SHELL_URL);
  expect(own).not.toMatch(/script-src|frame-ancestors[^;]*\*/);
  expect(answer.headers()['x-frame-options']).toBeUndefined();
});
