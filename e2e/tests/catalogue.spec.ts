import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../fixtures/api';
import { signInAs } from '../pages/LoginPage';
import { basketBadgeCount } from '../pages/Shell';

interface Variant {
  Id: number;
  Size: string;
  StockStatus: string;
  BasketAmount: number;
}
interface Product {
  Id: number;
  Color: string;
  ColorId: string;
  SizeChartId: number;
  Variants: Variant[];
}
interface Group {
  Id: number;
  Name: string;
  CustomerHasAccess: boolean;
  Products: Product[];
}
interface ListPage {
  Items: { Id: number; CustomerHasAccess: boolean }[];
}

/** A group the demo customer may order, with a colour (not pants) whose size is always orderable (STOCK) and not yet in the basket. */
async function orderableSize(): Promise<{ group: Group; product: Product; variant: Variant }> {
  const token = await apiToken('customer');
  const list = await apiGet<ListPage>(token, 'en/productgroup/?pageSize=48&StockOnly=true');
  for (const item of list.Items.filter((i) => i.CustomerHasAccess)) {
    const group = await apiGet<Group>(token, `en/productgroup/${item.Id}`);
    for (const product of group.Products.filter((p) => p.SizeChartId !== 2)) {
      const variant = product.Variants.find((v) => v.StockStatus === 'STOCK' && v.BasketAmount === 0);
      if (variant) return { group, product, variant };
    }
  }
  throw new Error('the seed has no orderable STOCK size on the first shop page');
}

test('the shop filters by brand, pages, and opens a product', async ({ page }) => {
  await signInAs(page, 'customer', 'en');
  await page.goto('/en/customer/shop/overview');
  // the filters are the URL: the box shows the choice once the navigation has rendered
  const nordwind = page.getByRole('checkbox', { name: /^Nordwind/ });
  await nordwind.click();
  await expect(nordwind).toBeChecked();
  await expect(page).toHaveURL(/Brands=NRW/);
  const cards = page.getByRole('main').getByRole('link', { name: /.+/ }).filter({ has: page.locator('img') });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/^NORDWIND$/i).first()).toBeVisible();
  // page 2 of the filtered list keeps the filter
  await page.getByRole('button', { name: /^(Page 2|2)$/ }).first().click();
  await expect(page).toHaveURL(/Page=2/);
  await expect(page).toHaveURL(/Brands=NRW/);
  // the header's continue-shopping link (Shop menu) follows the saved filters
  await expect(page.getByRole('navigation', { name: /main menu/i }).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', /Brands=NRW/);
  await cards.first().click();
  await expect(page).toHaveURL(/\/en\/customer\/shop\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('adding sizes to the cart shows the added modal and updates the basket badge', async ({ page }) => {
  const { group, product, variant } = await orderableSize();
  await signInAs(page, 'customer', 'en');
  await page.goto(`/en/customer/shop/product/${group.Id}?color=${encodeURIComponent(product.ColorId)}`);
  await expect(page.getByRole('heading', { level: 1, name: group.Name })).toBeVisible();
  await expect(page.getByTestId('basket-badge')).toBeVisible();
  const before = await basketBadgeCount(page);
  await page.getByLabel(`${product.Color} ${variant.Size}`, { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(group.Name);
  await expect.poll(() => basketBadgeCount(page)).toBe(before + 2);
  await dialog.getByRole('button', { name: 'Go to basket' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/basket\/overview$/);
});

test('fast order: search, enter a size, add to cart', async ({ page }) => {
  const { group, product, variant } = await orderableSize();
  await signInAs(page, 'customer', 'en');
  await page.goto('/en/customer/shop/fast-order');
  const search = page.getByRole('combobox', { name: 'Add a product' });
  await search.fill(group.Name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(group.Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
  await expect(page.getByRole('listitem', { name: group.Name })).toBeVisible();
  const before = await basketBadgeCount(page);
  await page.getByLabel(`${group.Name}, ${product.Color}, size ${variant.Size}`, { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Your products were sent to the basket.', { exact: true })).toBeVisible();
  await expect.poll(() => basketBadgeCount(page)).toBe(before + 1);
});

test('marketing users see no prices and cannot order', async ({ page }) => {
  const { group } = await orderableSize();
  await signInAs(page, 'marketing', 'en');
  await page.goto('/en/customer/shop/overview');
  await expect(page.getByRole('main').getByRole('link').filter({ has: page.locator('img') }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
  await page.goto(`/en/customer/shop/product/${group.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: group.Name })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});
