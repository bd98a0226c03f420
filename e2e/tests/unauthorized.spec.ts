import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/LoginPage';

test('a 401 from the API clears local storage and reloads to login', async ({ page }) => {
  await signInAs(page, 'customer');
  // the dashboard's own calls first: one still in flight would meet the bad token, and the portal's
  // reload on that 401 would race ours
  await page.waitForLoadState('networkidle');
  // the server no longer accepts the token (as after expiry or revocation)
  await page.evaluate(() => {
    const s = JSON.parse(window.localStorage.getItem('portal.session') ?? '{}');
    s.token = 'not-a-valid-token';
    window.localStorage.setItem('portal.session', JSON.stringify(s));
    window.localStorage.setItem('unrelated', 'kept?');
  });
  // the portal reloads itself on the 401: wait only for the commit, or that reload aborts ours
  await page.reload({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/nl\/login\?redirect=%2Fnl%2Fcustomer$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test('a stored session without currency code forces logout', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.evaluate(() => window.localStorage.removeItem('portal.currencyCode'));
  await page.reload();
  await expect(page).toHaveURL(/\/nl\/login/);
});
