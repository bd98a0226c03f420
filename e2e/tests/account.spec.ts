import { expect, test, type Page } from '@playwright/test';
import { mainUserOf } from '../fixtures/api';
import { signInAs, signInAsCustomerUser } from '../pages/LoginPage';
import { basketBadgeCount } from '../pages/Shell';

// The account journeys run as the main user of another customer (C0002): re-ordering fills that
// customer's basket, never the baskets the catalogue and basket journeys count on in parallel.
test.describe.configure({ mode: 'serial' });

let userName = '';
test.beforeAll(async () => {
  userName = await mainUserOf('C0002');
});

const signIn = (page: Page) => signInAsCustomerUser(page, userName);

test('account edit: personal data saves; the password button waits for all three fields', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/customer/account/edit');
  const phone = page.getByLabel(/^Phone/).first();
  await phone.fill('+32 9 123 45 67');
  await page.getByRole('button', { name: 'Save personal data' }).click();
  await expect(page.getByText('Your personal data has been saved.', { exact: true })).toBeVisible();
  const change = page.getByRole('button', { name: 'Change password' });
  await expect(change).toBeDisabled();
  await page.getByLabel('Current password').fill('demo1234');
  await page.getByLabel('New password', { exact: true }).fill('demo1234');
  await expect(change).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('demo1234');
  await expect(change).toBeEnabled();
});

test('users: add a user, block and unblock, delete with confirmation', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/customer/account/users');
  await page.getByRole('button', { name: 'Add user' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  const email = `e2e.${Date.now().toString(36)}@example.com`;
  await dialog.getByLabel('First name').fill('Eva');
  await dialog.getByLabel('Last name').fill('Tester');
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Phone number').fill('+32 9 000 00 00');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  const block = page.getByRole('switch', { name: 'Block Eva Tester' }).or(page.getByRole('checkbox', { name: 'Block Eva Tester' }));
  await block.click();
  await expect(block).toBeChecked();
  await block.click();
  await expect(block).not.toBeChecked();
  await page.getByRole('button', { name: 'Delete Eva Tester' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Delete|Confirm/ }).click();
  await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
});

test('addresses: a new delivery address with NL street autofill, then deleted', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/customer/account/addresses');
  await page.getByRole('link', { name: 'Add delivery address' }).click();
  await expect(page).toHaveURL(/\/addresses\/create\/delivery$/);
  const name = `E2E depot ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Country').selectOption({ label: 'Netherlands' });
  await page.getByLabel('Postal code').fill('1012 AB');
  await page.getByLabel('House number').fill('7');
  await page.getByLabel('House number').blur();
  await expect(page.getByLabel('Street')).not.toHaveValue('');
  await page.getByLabel('City').fill('Amsterdam');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address added' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to addresses' }).click();
  const main = page.getByRole('main');
  const card = main.getByRole('article').filter({ hasText: name }).or(main.getByRole('listitem').filter({ hasText: name }));
  await expect(card.first()).toBeVisible();
  await card.first().getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Delete|Confirm|Yes/ }).click();
  await expect(card).toHaveCount(0);
});

test('history: an order detail, its CSV, and re-order all fills the basket', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/customer/account/history');
  await page.getByRole('link', { name: /^Open order SO\d+/ }).first().click();
  await expect(page).toHaveURL(/\/history\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order SO\d+/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('Order-Lines.csv');
  const reorder = page.getByRole('button', { name: 'Re-order all' });
  if (await reorder.isEnabled()) {
    const before = await basketBadgeCount(page);
    await reorder.click();
    await expect.poll(() => basketBadgeCount(page)).toBeGreaterThan(before);
  }
});

test('invoices: filters live in the URL', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/customer/account/invoices');
  await expect(page.getByRole('button', { name: /^Download invoice INV\d+/ }).first()).toBeVisible();
  await page.getByLabel('Date to').fill('2026-10-31');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/dateTo=2026-10-31/);
  await expect(page).toHaveURL(/dateFrom=2017-01-01/);
});

test('contact: an access request carries the brand and the answer replaces the form; warranty waits for consent', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/contact/VLV');
  await expect(page.getByText('Brands', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Remarks').fill('Please give us access to this brand.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your message')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);

  await page.goto('/en/warranty');
  await expect(page.getByRole('button', { name: 'Send claim' })).toBeDisabled();
  await page.getByRole('switch', { name: /data protection/ }).or(page.getByRole('checkbox', { name: /data protection/ })).click();
  await expect(page.getByRole('button', { name: 'Send claim' })).toBeEnabled();
});

test('backorders: the list opens an order with the lines still to deliver', async ({ page }) => {
  // read only: the demo customer has the seeded backorders
  await signInAs(page, 'customer', 'en');
  await page.goto('/en/customer/account/backorders');
  await page.getByRole('link', { name: /^Open order SO\d+/ }).first().click();
  await expect(page).toHaveURL(/\/backorders\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /SO\d+/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to backorders' })).toBeVisible();
});

test('warranty: a claim with two photos is sent after the consent and the form is cleared', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/warranty');
  // a real (1 x 1) PNG: the admin's service requests show the photos, and the visual sweep checks they draw
  const png = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') };
  await page.getByLabel('E-mail', { exact: true }).fill('claims@example.com');
  for (const [label, value] of [['Phone', '+32 9 111 22 33'], ['Street', 'Kerkstraat'], ['House number', '5'], ['Postal code', '9000'], ['City', 'Gent'], ['Country', 'Belgium'], ['Article name', 'Trail jacket'], ['Colour', 'Navy'], ['Size', 'M'], ['Complaint', 'The zip broke after a week.']] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Photo of the defect').setInputFiles(png);
  await page.getByLabel('Proof of purchase').setInputFiles({ ...png, name: 'receipt.png' });
  await page.getByRole('switch', { name: /data protection/ }).or(page.getByRole('checkbox', { name: /data protection/ })).click();
  await page.getByRole('button', { name: 'Send claim' }).click();
  await expect(page.getByText('Claim sent')).toBeVisible();
  await expect(page.getByLabel('Complaint', { exact: true })).toHaveValue('');
});
