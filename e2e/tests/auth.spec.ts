import { expect, test } from '@playwright/test';
import { LoginPage, signInAs, type DemoUser } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

const homes: Record<DemoUser, { path: string; remote: string }> = {
  admin: { path: '/nl/admin', remote: 'admin' },
  salesman: { path: '/nl/salesman', remote: 'preorders' },
  customer: { path: '/nl/customer', remote: 'account' },
  staff: { path: '/nl/customer', remote: 'account' },
  marketing: { path: '/nl/customer', remote: 'account' },
};

for (const user of Object.keys(homes) as DemoUser[]) {
  test(`${user} signs in and lands on a working home`, async ({ page }) => {
    await signInAs(page, user);
    const shell = new Shell(page);
    await expect(page).toHaveURL(new RegExp(`${homes[user].path}$`));
    await expect(shell.remote(homes[user].remote)).toBeVisible();
    await expect(shell.remote(homes[user].remote).getByRole('heading').first()).toBeVisible();
    await expect(shell.fallback()).toHaveCount(0);
    await expect(shell.menu()).toBeVisible();
  });
}

test('a wrong password shows the failure message above the form', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('en');
  await expect(login.submit()).toBeDisabled();
  await login.signIn('customer', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('The user name or password is incorrect.');
  await expect(page).toHaveURL(/\/en\/login/);
});

test('sign-out clears the session and guards send the user back to login', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.locator('button[aria-controls="shell-account-menu"]').click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/nl\/login$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto('/nl/customer');
  await expect(page).toHaveURL(/\/nl\/login\?redirect=%2Fnl%2Fcustomer$/);
});

test('registration: the link of the invitation e-mail confirms the address and completes the account with the same code', async ({ page }) => {
  // the seeded invitation of pending2 (mock-api README): Register needs the link's code as well (issue 15)
  await page.goto('/en/register?userId=00000000-0000-4000-a000-000000000012&code=confirm-0012');
  await page.getByLabel('First name').fill('Petra');
  await page.getByLabel('Last name').fill('Pending');
  await page.getByLabel('Phone number').fill('+32 3 555 55 55');
  await page.getByLabel('Password', { exact: true }).fill('welcome12');
  await page.getByLabel('Confirm password').fill('welcome12');
  const register = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/Account/Register'));
  await page.getByRole('button', { name: 'Complete registration' }).click();
  expect(new URL((await register).url()).searchParams.get('code')).toBe('confirm-0012');
  await expect(page).toHaveURL(/\/en\/login$/);
  // the link again: the account is already activated
  await page.goto('/en/register?userId=00000000-0000-4000-a000-000000000012&code=confirm-0012');
  await expect(page.getByText('Account already activated')).toBeVisible();
  const login = new LoginPage(page);
  await login.goto('en');
  await login.signIn('pending2', 'welcome12');
  await expect(page).toHaveURL(/\/en\/customer$/);
});
