import { expect, test } from '@playwright/test';
import { apiGet, apiPost, apiToken, mainUserOf } from '../fixtures/api';
import { API_URL } from '../fixtures/ports';
import { signInAsCustomerUser } from '../pages/LoginPage';
import { basketBadgeCount } from '../pages/Shell';

// Draft baskets (issue 10) on a customer of their own (C0009), so no other spec meets this basket.
// Serial: the second journey reads the draft the first one shared.
test.describe.configure({ mode: 'serial' });

interface Group {
  Id: number;
  Products: { Id: number; SizeChartId: number; Variants: { Id: number; StockStatus: string }[] }[];
}
interface Basket {
  Products: { Variants: { ProductVariantId: number; ProductAmount: number }[] }[];
}
interface CompanyUser {
  Id: string;
  Email: string;
  FirstName: string;
  LastName: string;
  Role: string;
  IsBlocked: boolean;
}

const CUSTOMER = 'C0009';
const DRAFT = `Restock ${Date.now() % 100000}`;
let owner = '';
let ownerToken = '';
let colleague: CompanyUser;

async function apiDelete(token: string, path: string) {
  const res = await fetch(`${API_URL}/api/${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`DELETE ${path}: ${res.status}`);
}

/** empties the basket through the API (line by line, as the overview's remove does) */
async function emptyBasket(token: string) {
  const basket = await apiGet<Basket>(token, 'en/basket');
  for (const v of basket.Products.flatMap((p) => p.Variants)) await apiDelete(token, `en/basket/removeItem/${v.ProductVariantId}`);
}

test.beforeAll(async () => {
  owner = await mainUserOf(CUSTOMER);
  ownerToken = await apiToken(owner);
  const users = await apiGet<CompanyUser[]>(await apiToken('admin'), `en/customer/${CUSTOMER}/user`);
  colleague = users.find((u) => u.Email !== owner && u.Role !== 'MarketingKlant' && !u.IsBlocked)!;
  expect(colleague).toBeTruthy();
  // a clean start: no drafts of the owner, an empty basket, then two STOCK sizes (2 + 1 pieces)
  for (const d of await apiGet<{ Id: number; IsOwner: boolean }[]>(ownerToken, 'en/basket/drafts')) if (d.IsOwner) await apiDelete(ownerToken, `en/basket/drafts/${d.Id}`);
  await emptyBasket(ownerToken);
  const list = await apiGet<{ Items: { Id: number; CustomerHasAccess: boolean }[] }>(ownerToken, 'en/productgroup/?pageSize=24&StockOnly=true');
  const products: { amount: number; productVariantId: number; productId: number }[] = [];
  for (const item of list.Items.filter((i) => i.CustomerHasAccess)) {
    const group = await apiGet<Group>(ownerToken, `en/productgroup/${item.Id}`);
    for (const p of group.Products.filter((x) => x.SizeChartId !== 2)) {
      const v = p.Variants.find((x) => x.StockStatus === 'STOCK');
      if (v && products.length < 2) products.push({ amount: products.length ? 1 : 2, productVariantId: v.Id, productId: p.Id });
    }
    if (products.length >= 2) break;
  }
  expect(products).toHaveLength(2);
  const result = await apiPost<{ Errors: string[] }>(ownerToken, 'en/basket/addItems', { products, isDropshipment: false });
  expect(result.Errors).toEqual([]);
});

test('a draft round trip: save the basket as a draft, empty the basket, restore (replace) and share it', async ({ page }) => {
  await signInAsCustomerUser(page, owner);
  await page.goto('/en/customer/basket/overview');
  await expect.poll(() => basketBadgeCount(page)).toBe(3);

  await page.getByRole('button', { name: 'Save as draft' }).click();
  const save = page.getByRole('dialog', { name: 'Save basket as draft' });
  await save.getByRole('textbox', { name: 'Name' }).fill(DRAFT);
  await save.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`Draft "${DRAFT}" saved.`, { exact: true }).first()).toBeVisible();
  await expect(save).toBeHidden();

  // the basket is emptied elsewhere; the empty overview leads to the drafts
  await emptyBasket(ownerToken);
  await page.goto('/en/customer/basket/overview');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect.poll(() => basketBadgeCount(page)).toBe(0);
  await page.getByRole('link', { name: 'My draft baskets' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/basket\/drafts$/);
  const row = page.getByRole('row').filter({ hasText: DRAFT });
  await expect(row).toContainText('2 lines, 3 pieces');

  await row.getByRole('button', { name: `Restore ${DRAFT}` }).click();
  const restore = page.getByRole('dialog', { name: `Restore "${DRAFT}"` });
  await expect(restore.getByRole('radio', { name: /Replace the basket/ })).toBeChecked();
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`"${DRAFT}" restored: 2 lines added to the basket.`, { exact: true }).first()).toBeVisible();
  await expect.poll(() => basketBadgeCount(page)).toBe(3);

  await row.getByRole('button', { name: `Share ${DRAFT}` }).click();
  const share = page.getByRole('dialog', { name: `Share "${DRAFT}"` });
  await share.getByRole('checkbox', { name: new RegExp(colleague.Email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  await share.getByRole('button', { name: 'Save sharing' }).click();
  await expect(page.getByText(`Sharing of "${DRAFT}" saved (1 colleague).`, { exact: true }).first()).toBeVisible();
  await expect(row).toContainText(`Shared with ${colleague.FirstName} ${colleague.LastName}`);
});

test('the colleague the draft was shared with sees it, with its owner, and cannot share or delete it', async ({ page }) => {
  await signInAsCustomerUser(page, colleague.Email);
  await page.goto('/en/customer/basket/drafts');
  const row = page.getByRole('row').filter({ hasText: DRAFT });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Shared by');
  await expect(row.getByRole('button', { name: `Restore ${DRAFT}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Share ${DRAFT}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete ${DRAFT}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Show lines of ${DRAFT}` }).click();
  const lines = page.getByRole('dialog', { name: `Lines of "${DRAFT}"` });
  await expect(lines.getByRole('row')).toHaveCount(3);
});
