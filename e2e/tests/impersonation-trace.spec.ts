import { expect, test } from '@playwright/test';
import { apiGet, apiPost, apiToken, mainUserOf } from '../fixtures/api';
import { signInAs } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

// Traceable impersonation (issue 10): a salesman acting as a customer places an order; the order shows
// who placed it for whom, and the admin sees the session with its writes. A customer of its own (C0031),
// so no other spec file meets this basket.
const CUSTOMER = 'C0031';

interface Group {
  Id: number;
  CustomerHasAccess: boolean;
  Products: { Id: number; SizeChartId: number; Variants: { Id: number; StockStatus: string; Stock: number }[] }[];
}

let customerName = '';
let salesmanName = '';

test.beforeAll(async () => {
  const admin = await apiToken('admin');
  customerName = (await apiGet<{ Name: string }>(admin, `en/customer/${CUSTOMER}`)).Name;
  const me = await apiGet<{ FirstName: string; LastName: string }>(await apiToken('salesman'), 'Account');
  salesmanName = `${me.FirstName} ${me.LastName}`;
  // one STOCK line within stock, put in the basket by the customer themselves (not traced)
  const token = await apiToken(await mainUserOf(CUSTOMER));
  const list = await apiGet<{ Items: { Id: number; CustomerHasAccess: boolean }[] }>(token, 'en/productgroup/?pageSize=24&StockOnly=true');
  let variantId = 0;
  for (const item of list.Items.filter((i) => i.CustomerHasAccess)) {
    const group = await apiGet<Group>(token, `en/productgroup/${item.Id}`);
    const v = group.Products.filter((p) => p.SizeChartId !== 2)
      .flatMap((p) => p.Variants)
      .find((x) => x.StockStatus === 'STOCK' && x.Stock >= 2);
    if (v) {
      variantId = v.Id;
      break;
    }
  }
  expect(variantId).toBeGreaterThan(0);
  const result = await apiPost<{ Errors: string[] }>(token, 'en/basket/addItems', { products: [{ productVariantId: variantId, amount: 1 }], isDropshipment: false });
  expect(result.Errors).toEqual([]);
});

test('an order placed while impersonating shows who placed it, and the admin sees the session with its writes', async ({ page, browser }) => {
  await signInAs(page, 'salesman', 'en');
  // the shell takes the request once its signed-in frame is mounted (the URL changes before): the home's
  // remote inside it shows its customer search then
  await expect(new Shell(page).remote('preorders').getByRole('combobox').first()).toBeVisible();
  await page.evaluate((customerKey) => window.dispatchEvent(new CustomEvent('portal:impersonation.request', { detail: { customerKey } })), CUSTOMER);
  await expect(page).toHaveURL(/\/en\/customer$/);
  const shell = new Shell(page);
  await expect(shell.impersonationBanner()).toContainText(customerName);

  // check out through the UI
  await page.goto('/en/customer/basket/overview');
  await page.getByRole('button', { name: 'Continue order' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/basket\/checkout$/);
  await page.getByLabel('Your own reference').fill(`trace-${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/basket\/confirmation\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  expect(orderNumber).toMatch(/^SO\d+$/);

  // the order detail in the history names the salesman and the customer
  await page.getByRole('link', { name: 'View order history' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/account\/history$/);
  await page.getByRole('link', { name: `Open order ${orderNumber}` }).click();
  await expect(page.getByTestId('order-placed-by')).toContainText(`Placed by ${salesmanName} for ${customerName}`);

  // the admin lists the session and opens it: the order placed is among its writes
  const adminPage = await browser.newPage();
  try {
    await signInAs(adminPage, 'admin', 'en');
    await new Shell(adminPage).menu().getByRole('link', { name: 'Impersonation sessions' }).click();
    await expect(adminPage).toHaveURL(/\/en\/admin\/impersonation$/);
    await expect(adminPage.getByRole('heading', { name: 'Impersonation sessions' })).toBeVisible();
    await adminPage.getByRole('searchbox', { name: 'Search by person or customer' }).fill(customerName);
    const open = adminPage.getByRole('link', { name: `View the session of ${salesmanName} for ${customerName}` }).first();
    await expect(open).toBeVisible();
    await open.click();
    await expect(adminPage).toHaveURL(/\/en\/admin\/impersonation\/\d+$/);
    await expect(adminPage.getByRole('heading', { name: `${salesmanName} for ${customerName}` })).toBeVisible();
    const placed = adminPage.getByRole('row').filter({ hasText: 'Order placed' });
    await expect(placed).toHaveCount(1);
    await expect(placed).toContainText(orderNumber);
  } finally {
    await adminPage.close();
  }
});
