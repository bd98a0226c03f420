import { expect, test } from '@playwright/test';
import { LoginPage, signInAs } from '../pages/LoginPage';

test('not signed in: sent to login with the redirect, and there after sign-in', async ({ page }) => {
  await page.goto('/en/customer/account/edit');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fcustomer%2Faccount%2Fedit$/);
  await new LoginPage(page).signIn('customer');
  await expect(page).toHaveURL(/\/en\/customer\/account\/edit$/);
});

test('an address without locale goes to the nl-prefixed address', async ({ page }) => {
  await page.goto('/customer?x=1');
  await expect(page).toHaveURL(/\/nl\/login\?redirect=%2Fnl%2Fcustomer%3Fx%3D1$/);
});

test('a customer opening admin or salesman routes is sent home', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/nl/admin/users');
  await expect(page).toHaveURL(/\/nl\/customer$/);
  await page.goto('/nl/salesman');
  await expect(page).toHaveURL(/\/nl\/customer$/);
});

test('a salesman may not open admin routes but may open salesman routes', async ({ page }) => {
  await signInAs(page, 'salesman');
  await page.goto('/nl/admin');
  await expect(page).toHaveURL(/\/nl\/salesman$/);
});

test('a signed-in user opening /login goes home', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/nl/login');
  await expect(page).toHaveURL(/\/nl\/admin$/);
});

test('/customer/shop redirects to its overview', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/nl/customer/shop');
  await expect(page).toHaveURL(/\/nl\/customer\/shop\/overview$/);
});
