import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test('switching language rewrites the first segment and keeps only Brands', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/nl/customer/shop/overview?Brands=ALPHA&Page=2&Colors=red');
  await new Shell(page).languageLink('en').first().click();
  await expect(page).toHaveURL(/\/en\/customer\/shop\/overview\?Brands=ALPHA$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the login page switches language', async ({ page }) => {
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByRole('link', { name: 'NL', exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/login$/);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
});
