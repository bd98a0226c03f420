import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiToken, mainUserOf } from '../fixtures/api';
import { signInAs, signInAsCustomerUser } from '../pages/LoginPage';
import { basketBadgeCount } from '../pages/Shell';
import { PreOrderPage } from '../pages/PreOrderPage';

// Bulk order entry (issue 10): pasted lines and an uploaded CSV on the fast order, resolved against the
// catalogue with their reasons in place; a paste on the pre-order detail fills amounts through the autosave.
// Writes go to a customer other than C0001 (its main user's basket) and to another customer's pre-order.

interface Variant {
  Id: number;
  Sku: string;
  Size: string;
  StockStatus: string;
  IsEnabled: boolean;
  IsAvailable: boolean;
  IsPIMDisabled: boolean;
}
interface Product {
  Id: number;
  Color: string;
  IsDeleted: boolean;
  IsPIMDisabled: boolean;
  Variants: Variant[];
  DeliveryDates: unknown[];
}
interface Group {
  Id: number;
  Name: string;
  CustomerHasAccess: boolean;
  IsDeleted?: boolean;
  Products: Product[];
}
interface Line {
  sku: string;
  label: string;
}

const CUSTOMER = 'C0004';
let userName = '';
/** three always-orderable sizes of the customer's catalogue, with the fast-order input label of each */
const lines: Line[] = [];

test.beforeAll(async () => {
  userName = await mainUserOf(CUSTOMER);
  const token = await apiToken(userName);
  const page = await apiGet<{ Items: Group[] }>(token, 'en/productgroup?Page=1&pageSize=24');
  for (const item of page.Items.filter((g) => g.CustomerHasAccess)) {
    const g = await apiGet<Group>(token, `en/productgroup/${item.Id}`);
    for (const p of g.Products.filter((x) => !x.IsDeleted && !x.IsPIMDisabled)) {
      for (const v of p.Variants.filter((x) => ['STOCK', 'STOCK2', 'NOS', 'OPB'].includes(x.StockStatus) && x.IsEnabled && !x.IsPIMDisabled)) {
        if (lines.length < 3) lines.push({ sku: v.Sku, label: `${g.Name}, ${p.Color}, size ${v.Size}` });
      }
    }
    if (lines.length >= 3) break;
  }
  expect(lines, 'three orderable sizes').toHaveLength(3);
});

async function openFastOrder(page: Page) {
  await signInAsCustomerUser(page, userName);
  await page.goto('/en/customer/shop/fast-order');
  await expect(page.getByLabel('Paste lines')).toBeVisible();
}
const fixList = (page: Page) => page.getByRole('list', { name: 'Lines to fix' });

test('fast order: pasted lines go to the list, wrong ones show their reason, one is fixed, all go to the basket', async ({ page }) => {
  await openFastOrder(page);
  const before = await basketBadgeCount(page);
  await page.getByLabel('Paste lines').fill(`SKU;Amount\n${lines[0].sku};2\nNOPE-404;1\n${lines[1].sku}\t1\n${lines[0].sku};5\n`);
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expect(page.getByText('2 lines are added to the list.', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: lines[0].label })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: lines[1].label })).toHaveValue('1');
  const line3 = fixList(page).getByRole('listitem', { name: 'Line 3' });
  await expect(line3).toContainText('Unknown SKU or EAN.');
  await expect(fixList(page).getByRole('listitem', { name: 'Line 5' })).toContainText('This product is already on an earlier line.');

  // fix line 3 with a valid SKU: it joins the list; remove line 5
  await line3.getByRole('textbox', { name: 'SKU or EAN' }).fill(lines[2].sku);
  await line3.getByRole('button', { name: 'Check again' }).click();
  await expect(line3).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: lines[2].label })).toHaveValue('1');
  await fixList(page).getByRole('listitem', { name: 'Line 5' }).getByRole('button', { name: 'Remove' }).click();
  await expect(fixList(page)).toHaveCount(0);

  // one addItems call for everything; the badge grows by 4
  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/basket\/addItems$/i.test(new URL(r.url()).pathname)) adds.push(r.url());
  });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Your products were sent to the basket.', { exact: true }).first()).toBeVisible();
  await expect.poll(() => basketBadgeCount(page)).toBe(before + 4);
  expect(adds).toHaveLength(1);
});

test('fast order: an uploaded CSV with errors shows the reasons in place', async ({ page }) => {
  await openFastOrder(page);
  const csv = `\uFEFFSKU;Amount\r\n${lines[2].sku};3\r\nUNKNOWN-1;2\r\n${lines[1].sku};many\r\n;4\r\n`;
  await page.getByLabel('Upload a CSV or XLSX file').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(fixList(page).getByRole('listitem', { name: 'Line 3' })).toContainText('Unknown SKU or EAN.');
  await expect(fixList(page).getByRole('listitem', { name: 'Line 4' })).toContainText('The amount is missing or not a whole number.');
  await expect(fixList(page).getByRole('listitem', { name: 'Line 5' })).toContainText('The amount is missing or not a whole number.');
  await expect(page.getByRole('textbox', { name: lines[2].label })).toHaveValue('3');

  // the sample file downloads
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a sample file' }).click();
  expect((await download).suggestedFilename()).toBe('order-lines-sample.csv');
});

interface PreOrderRow {
  Id: number;
  CustomerKey: string;
  IsClosed: boolean;
  DeadlineExpired: boolean;
  State: number;
}
interface Paged<T> {
  Items: T[];
}

test('pre-order detail: a pasted list fills the amounts through the autosave, with a result per line', async ({ page }) => {
  const token = await apiToken('salesman');
  const list = await apiGet<Paged<PreOrderRow>>(token, 'en/PreOrder?PageSize=500&myCustomersOnly=true&State=0,1,2');
  let target: { id: number; sku: string; variantId: number } | null = null;
  // the oldest first: a seeded pre-order, never one another spec just created and types into (preorders.spec
  // makes one for a customer other than C0001 and reads its amounts back)
  const candidates = list.Items.filter((x) => x.CustomerKey !== 'C0001' && !x.IsClosed && !x.DeadlineExpired).sort((a, b) => a.Id - b.Id);
  for (const p of candidates) {
    const groups = await apiGet<Paged<Group>>(token, `en/PreOrder/${p.Id}/productgroups?Page=1&PageSize=10`);
    const product = groups.Items.flatMap((g) => g.Products).find((x) => !x.IsDeleted && x.DeliveryDates.length > 0 && x.Variants.some((v) => v.IsEnabled && v.IsAvailable));
    const v = product?.Variants.find((x) => x.IsEnabled && x.IsAvailable);
    if (v) {
      target = { id: p.Id, sku: v.Sku, variantId: v.Id };
      break;
    }
  }
  expect(target, 'an open pre-order of another customer with an orderable size').toBeTruthy();
  const { id, sku, variantId } = target!;

  await signInAs(page, 'salesman', 'en');
  await page.goto(`/en/salesman/pre-orders/edit/${id}`);
  // the bulk entry is one of the page's collapsed sections (issue 18)
  await new PreOrderPage(page).openSection('Bulk entry');
  await page.getByLabel('Paste lines').fill(`${sku};7\nNOPE-404;1\n`);
  await page.getByRole('button', { name: 'Fill in amounts' }).click();
  const results = page.getByRole('list', { name: 'Bulk entry results' });
  await expect(results.getByRole('listitem', { name: 'Line 1' })).toContainText('Saved');
  await expect(results.getByRole('listitem', { name: 'Line 2' })).toContainText('Unknown SKU or EAN.');
  await expect(page.getByText('1 of 2 lines saved.', { exact: true }).first()).toBeVisible();
  await expect
    .poll(async () => {
      const groups = await apiGet<Paged<Group>>(token, `en/PreOrder/${id}/productgroups?Page=1&PageSize=10`);
      return groups.Items.flatMap((g) => g.Products).flatMap((p) => p.Variants as (Variant & { Amount: number })[]).find((v) => v.Id === variantId)?.Amount;
    })
    .toBe(7);
});
