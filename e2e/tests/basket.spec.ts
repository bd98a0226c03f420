import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, apiToken, mainUserOf } from '../fixtures/api';
import { signInAsCustomerUser } from '../pages/LoginPage';
import { basketBadgeCount } from '../pages/Shell';

// One customer of its own (C0017, on prepayment), so these journeys never meet the demo customer's
// basket that other spec files fill in parallel. Serial: each step builds on the basket before it.
test.describe.configure({ mode: 'serial' });

interface Group {
  Id: number;
  CustomerHasAccess: boolean;
  Products: { Id: number; SizeChartId: number; Variants: { Id: number; StockStatus: string; Stock: number }[] }[];
}

let userName = '';

test.beforeAll(async () => {
  userName = await mainUserOf('C0017');
  // two orderable sizes in the basket: STOCK, so any amount is accepted; a few more than in stock,
  // so both become backorders
  const token = await apiToken(userName);
  const list = await apiGet<{ Items: { Id: number; CustomerHasAccess: boolean }[] }>(token, 'en/productgroup/?pageSize=24&StockOnly=true');
  const products: { amount: number; productVariantId: number; productId: number }[] = [];
  for (const item of list.Items.filter((i) => i.CustomerHasAccess)) {
    const group = await apiGet<Group>(token, `en/productgroup/${item.Id}`);
    for (const p of group.Products.filter((x) => x.SizeChartId !== 2)) {
      const v = p.Variants.find((x) => x.StockStatus === 'STOCK');
      if (v && products.length < 2) products.push({ amount: Math.max(0, v.Stock) + 3, productVariantId: v.Id, productId: p.Id });
    }
    if (products.length >= 2) break;
  }
  const result = await apiPost<{ Errors: string[] }>(token, 'en/basket/addItems', { products, isDropshipment: false });
  expect(result.Errors).toEqual([]);
});

const signIn = (page: Page) => signInAsCustomerUser(page, userName);

test('the basket: an amount change reaches the badge; dropshipment shows its address form with NL street autofill', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/customer/basket/overview');
  const amount = page.getByRole('textbox', { name: /^Amount of/ }).first();
  await expect(amount).toBeVisible();
  const before = await basketBadgeCount(page);
  const current = Number(await amount.inputValue());
  await amount.fill(String(current + 1));
  await expect.poll(() => basketBadgeCount(page)).toBe(before + 1);

  // the switch follows the server's answer (basket/switch): click, then wait for it
  const dropshipment = page.getByRole('checkbox', { name: /Dropshipment/ });
  await dropshipment.click();
  await expect(dropshipment).toBeChecked();
  const country = page.getByLabel('Country');
  await expect(country).toBeVisible();
  await country.selectOption({ label: 'Netherlands' });
  await page.getByLabel('Postal code').fill('1012 AB');
  await page.getByLabel('House number').fill('12');
  await page.getByLabel('House number').blur();
  await expect(page.getByLabel('Street')).not.toHaveValue('');
  await dropshipment.click();
  await expect(dropshipment).not.toBeChecked();

  // more than in stock: the backorder question comes before the checkout
  await expect(page.getByText(/^Backorder: \d+/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue order' }).click();
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'backorder' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/basket\/overview$/);
  await page.getByRole('button', { name: 'Continue order' }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/basket\/checkout$/);
});

test('checkout: coupons of each type, then the order is placed after the prepayment notice and shows in the history', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/customer/basket/checkout');
  const code = page.getByLabel('Coupon code');
  const apply = page.getByRole('button', { name: 'Apply' });
  await code.fill('NOSUCHCODE');
  await apply.click();
  await expect(page.getByText(/coupon/i).filter({ hasText: /not|unknown|invalid|geldig/i }).first()).toBeVisible();
  await code.fill('FREESHIP');
  await apply.click();
  await expect(page.getByText('Coupon FREESHIP applied: free delivery')).toBeVisible();
  await code.fill('WELCOME10');
  await apply.click();
  await expect(page.getByText(/Coupon WELCOME10 applied/)).toBeVisible();
  await code.fill('FIXED25');
  await apply.click();
  await expect(page.getByText(/Coupon FIXED25 applied/)).toBeVisible();

  const reference = `e2e-${Date.now().toString(36)}`;
  await page.getByLabel('Your own reference').fill(reference);
  await page.getByRole('button', { name: 'Place order' }).click();
  // C0017 pays in advance: the bank information must be confirmed first
  const bank = page.getByRole('dialog');
  await expect(bank).toBeVisible();
  // the account is the one config.json names (start.mjs serves it; deploy/README.md)
  const config = (await (await page.request.get('/config.json')).json()) as { prepaymentBank: { iban: string; bic: string } };
  await expect(bank).toContainText(config.prepaymentBank.iban);
  await expect(bank).toContainText(config.prepaymentBank.bic);
  await bank.getByRole('button').filter({ hasText: /confirm|place|order/i }).last().click();

  await expect(page).toHaveURL(/\/en\/customer\/basket\/confirmation\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View order history' })).toBeVisible();
  await expect.poll(() => basketBadgeCount(page)).toBe(0);

  // the order is in the order history, as the confirmation's link shows
  await page.getByRole('link', { name: 'View order history' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/account\/history$/);
  await expect(page.getByRole('link', { name: `Open order ${orderNumber}` })).toBeVisible();
});
