import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiToken } from '../fixtures/api';
import { signInAs } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { API_URL } from '../fixtures/ports';

// One test per back-office screen (issue 8). Every write goes to data of its own: new employees,
// notifications, banners, coupons and size charts with unique names, dated in 2040 so no dashboard
// or basket meets them; block switches on customer C0103's users (branch Kids, Germany), which no
// other spec file uses; the branch and country edits save what they found (or are put back).

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** a 1x1 PNG, made here */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const toast = (page: Page, text: string | RegExp) => page.getByText(text, { exact: true }).first();

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin', 'en');
});

test('customer list: search, details with company data and users, log in as the customer', async ({ page }) => {
  const customer = await apiGet<{ Name: string; AltKey: string; City: string }>(await apiToken('admin'), 'en/customer/C0082');
  await page.goto('/en/salesman/customer-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  // the admin has no my-customers switch
  await expect(page.getByRole('switch', { name: 'My customers only' })).toHaveCount(0);
  await page.getByLabel('Search customers').fill(customer.Name);
  const row = page.getByRole('row').filter({ hasText: customer.Name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(customer.AltKey);
  await expect(row).toContainText(customer.City);
  await row.getByRole('link', { name: `Details of ${customer.Name}` }).click();
  await expect(page).toHaveURL(/\/en\/salesman\/customer-list\/customer\/C0082$/);
  await expect(page.getByRole('heading', { level: 1, name: customer.Name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Extra data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dealer locator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change customer number' })).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row').filter({ hasText: 'main account' })).toHaveCount(1);

  await page.getByRole('link', { name: 'Back to the customer list' }).click();
  await page.getByLabel('Search customers').fill(customer.Name);
  await page.getByRole('button', { name: `Log in as ${customer.Name}` }).click();
  await expect(page).toHaveURL(/\/en\/customer$/);
  await expect(new Shell(page).impersonationBanner()).toContainText(customer.Name);
});

test('customer users: the block switch is applied at once', async ({ page }) => {
  await page.goto('/en/salesman/users?customerKey=C0103');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer users' })).toBeVisible();
  const block = page.getByRole('switch', { name: 'Block Gilles de Vries' });
  await expect(block).not.toBeChecked();
  await block.click();
  await expect(block).toBeChecked();
  await expect(toast(page, 'Gilles de Vries is blocked.')).toBeVisible();
  // the server says so too
  const blocked = async () =>
    (await apiGet<{ FirstName: string; LastName: string; IsBlocked: boolean }[]>(await apiToken('admin'), 'en/customer/C0103/user')).find((u) => u.FirstName === 'Gilles')?.IsBlocked;
  expect(await blocked()).toBe(true);
  await block.click();
  await expect(block).not.toBeChecked();
  await expect(toast(page, 'Gilles de Vries is unblocked.')).toBeVisible();
  expect(await blocked()).toBe(false);
  // the main account has no switch
  await expect(page.getByRole('switch', { name: 'Block Sofie Martin' })).toHaveCount(0);
  // the keyword narrows the list
  await page.getByLabel('Keyword').fill('Noah');
  await expect(page).toHaveURL(/keyword=Noah/);
  await expect(page.getByRole('switch', { name: 'Block Noah de Vries' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Block Gilles de Vries' })).toHaveCount(0);
});

test('employees: add, edit, block and unblock, delete', async ({ page }) => {
  const id = unique();
  const email = `e2e.employee.${id}@example.com`;
  await page.goto('/en/admin/users');
  await page.getByRole('button', { name: 'Add user' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Erik');
  await dialog.getByLabel('Last name').fill(`Emp${id}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone number').fill('+32 9 000 00 02');
  await dialog.getByLabel('Sales-taker code').fill('E2E');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, `The user ${email} was added.`)).toBeVisible();
  const name = `Erik Emp${id}`;
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/en\/admin\/editUser\?id=/);
  await page.getByLabel('Last name').fill(`Edited${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/users$/);
  await expect(toast(page, 'The user was saved.')).toBeVisible();
  const edited = `Erik Edited${id}`;
  await expect(page.getByRole('row').filter({ hasText: edited })).toBeVisible();

  const block = page.getByRole('switch', { name: `Block ${edited}` });
  await block.click();
  await expect(block).toBeChecked();
  await block.click();
  await expect(block).not.toBeChecked();

  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${edited} was deleted.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('notifications: create, then edit; saves go back to the overview', async ({ page }) => {
  const title = `E2E notification ${unique()}`;
  await page.goto('/en/admin/notifications');
  await page.getByRole('link', { name: 'New notification' }).click();
  await expect(page).toHaveURL(/\/admin\/notifications\/create$/);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content (Dutch)').fill('Inhoud');
  await page.getByLabel('Content (French)').fill('Contenu');
  await page.getByLabel('Content (English)').fill('Content <b>as text</b>');
  // dated far ahead: no dashboard shows it yet, and the overview (newest first) lists it on page 1
  await page.getByLabel('From', { exact: true }).fill('2040-01-01');
  await page.getByLabel('To', { exact: true }).fill('2040-01-31');
  await page.getByRole('group', { name: 'Branches' }).getByRole('checkbox', { name: 'Sports' }).check();
  await expect(page.getByTestId('notification-preview-title')).toHaveText(title);
  await expect(page.getByTestId('notification-preview-content')).toHaveText('Content <b>as text</b>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/notifications$/);
  await expect(toast(page, 'The notification is saved.')).toBeVisible();

  // the newest start date comes first: one dated 2040 is on the first page
  const edit = page.getByRole('link', { name: `Edit ${title}` });
  await edit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit notification' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2040-01-01');
  await expect(page.getByRole('group', { name: 'Branches' }).getByRole('checkbox', { name: 'Sports' })).toBeChecked();
  await page.getByLabel('Main users only').check();
  await page.getByLabel('Title', { exact: true }).fill(`${title} edited`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/notifications$/);
  const saved = (await apiGet<{ Items: { Title: string; ShowToMainUserOnly: boolean; Branches: number[] }[] }>(await apiToken('admin'), `en/notification/all?search=${encodeURIComponent(title)}`)).Items;
  expect(saved).toEqual([expect.objectContaining({ Title: `${title} edited`, ShowToMainUserOnly: true, Branches: [2] })]);
});

test('banners: create with an uploaded image, then edit', async ({ page }) => {
  const name = `E2E banner ${unique()}`;
  await page.goto('/en/admin/banners');
  await page.getByRole('link', { name: 'New banner' }).click();
  await expect(page).toHaveURL(/\/admin\/banners\/create$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByText('No image chosen yet.').first()).toBeVisible();
  await page.getByLabel('Image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Chosen banner image' })).toBeVisible();
  await page.getByLabel('Button text (CTA)').fill('Shop now');
  await page.getByLabel('Hyperlink', { exact: true }).fill('/customer/shop/overview');
  await page.getByLabel('From', { exact: true }).fill('2040-02-01');
  await page.getByLabel('To', { exact: true }).fill('2040-02-28');
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('0');
  await page.getByRole('group', { name: 'Locations' }).getByRole('checkbox', { name: 'Dashboard' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/banners$/);
  await expect(toast(page, 'The banner is saved.')).toBeVisible();

  const token = await apiToken('admin');
  const found = (await apiGet<{ Items: { Id: number; Name: string; Image: string; Weight: number }[] }>(token, `en/banner?search=${encodeURIComponent(name)}`)).Items;
  expect(found).toHaveLength(1);
  expect(found[0].Image).toMatch(/^data:image\/png;base64,/);
  expect(found[0].Weight).toBe(0);

  await page.goto(`/en/admin/banners/edit/${found[0].Id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit banner' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByRole('group', { name: 'Locations' }).getByRole('checkbox', { name: 'Dashboard' })).toBeChecked();
  await page.getByRole('group', { name: 'Locations' }).getByRole('checkbox', { name: 'Basket' }).check();
  await page.getByLabel('Weight', { exact: true }).fill('7');
  await page.getByLabel('Button text (CTA)').fill('Order now');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/banners$/);
  const after = await apiGet<{ Weight: number; CTAText: string; Locations: { Type: number }[] }>(token, `en/banner/${found[0].Id}`);
  expect(after).toMatchObject({ Weight: 7, CTAText: 'Order now', Locations: [{ Type: 0 }, { Type: 2 }] });
});

test('coupons: create (free shipping hides the amounts), then edit', async ({ page }) => {
  const code = `E2E${unique()}`.toUpperCase();
  await page.goto('/en/admin/coupons');
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  const type = page.getByRole('group', { name: 'Type' });
  await type.getByRole('radio', { name: 'Fixed amount' }).check();
  // a value needs a chosen currency
  await expect(page.getByRole('button', { name: 'Add value' })).toBeDisabled();
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'EUR (€) Euro' });
  await page.getByRole('button', { name: 'Add value' }).click();
  await page.getByLabel('Amount in EUR (€)').fill('15');
  await type.getByRole('radio', { name: 'Free shipping' }).check();
  await expect(page.getByText('A free-shipping coupon has no amounts.')).toBeVisible();
  await expect(page.getByLabel('Amount in EUR (€)')).toHaveCount(0);
  await type.getByRole('radio', { name: 'Percentage' }).check();
  // the amounts were cleared, not just hidden
  await expect(page.getByText('No values yet: choose a currency and add a value.')).toBeVisible();
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'EUR (€) Euro' });
  await page.getByRole('button', { name: 'Add value' }).click();
  await page.getByLabel('Percentage in EUR (€)').fill('5');
  await page.getByLabel('From', { exact: true }).fill('2040-03-01');
  await page.getByLabel('To', { exact: true }).fill('2040-03-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/coupons$/);
  await expect(toast(page, 'The coupon is saved.')).toBeVisible();

  await page.getByRole('link', { name: `Edit ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit coupon' })).toBeVisible();
  await expect(page.getByLabel('Percentage in EUR (€)')).toHaveValue('5');
  await page.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Free shipping' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/coupons$/);
  const saved = (await apiGet<{ Items: { Code: string; Type: number; Values: unknown[] }[] }>(await apiToken('admin'), `en/coupon?search=${code}`)).Items;
  expect(saved).toEqual([expect.objectContaining({ Code: code, Type: 2 })]);
});

test('branches: the brands and the restriction matrix toggle; saved as found', async ({ page }) => {
  await page.goto('/en/admin/branches');
  await page.getByRole('link', { name: 'Edit Kids' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Branch Kids' })).toBeVisible();
  const token = await apiToken('admin');
  const before = await apiGet<{ Id: number; Brands: Record<string, { Name: string; IsPartOfBranch: boolean; Restrictions: unknown[] }> }>(token, `en/branch/${/edit\/(\d+)/.exec(page.url())![1]}`);
  const member = Object.values(before.Brands).find((b) => b.IsPartOfBranch)!;
  // Austria: no customers there, whatever the branch
  const visible = page.getByRole('checkbox', { name: `${member.Name} visible in Austria` });
  const forSale = page.getByRole('checkbox', { name: `${member.Name} for sale in Austria` });
  const level = page.getByTestId(`level-${member.Name}-AT`);
  const start = await level.innerText();
  await forSale.click();
  await expect(level).toHaveText('For sale');
  await expect(visible).toBeChecked();
  await visible.click(); // sell goes to restricted
  await expect(level).toHaveText('Restricted');
  await expect(visible).not.toBeChecked();
  await expect(forSale).not.toBeChecked();
  await visible.click(); // restricted goes to view
  await expect(level).toHaveText('View only');
  await forSale.click(); // view goes to sell
  await expect(level).toHaveText('For sale');
  await forSale.click(); // sell goes to view
  await expect(level).toHaveText('View only');
  expect(start).toBeTruthy();

  // a brand leaves the branch and comes back
  await page.getByRole('button', { name: `Remove ${member.Name} from the branch` }).click();
  await expect(page.getByRole('button', { name: `Remove ${member.Name} from the branch` })).toHaveCount(0);
  await page.getByRole('group', { name: 'Add brands' }).getByRole('checkbox', { name: member.Name }).check();
  await page.getByRole('button', { name: 'Add 1 brand' }).click();
  await expect(page.getByRole('button', { name: `Remove ${member.Name} from the branch` })).toBeVisible();

  // leave the matrix as it was: cancel, nothing is saved; then save the untouched form
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/branches$/);
  await page.getByRole('link', { name: 'Edit Kids' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/branches$/);
  await expect(toast(page, 'The branch is saved.')).toBeVisible();
  const after = await apiGet<typeof before>(token, `en/branch/${before.Id}`);
  expect(after.Brands).toEqual(before.Brands);
});

test('countries: edit availability and costs, saved and put back', async ({ page }) => {
  const token = await apiToken('admin');
  // Denmark: not available, no customer lives there
  const countries = (await apiGet<{ Items: { Id: number; Iso2: string; IsAvailable: boolean; Costs: unknown[] }[] }>(token, 'en/country')).Items;
  const denmark = countries.find((c) => c.Iso2 === 'DK')!;
  await page.goto('/en/admin/countries');
  await page.getByRole('link', { name: 'Edit Denmark' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Country Denmark' })).toBeVisible();
  await expect(page.getByLabel('ISO2', { exact: true })).toHaveValue('DK');
  await expect(page.getByLabel('ISO2', { exact: true })).not.toBeEditable();
  const available = page.getByRole('checkbox', { name: 'Available' });
  await expect(available).toBeChecked({ checked: denmark.IsAvailable });
  const shipping = page.getByLabel('Shipping costs (EUR (€))');
  if (!(await shipping.count())) {
    await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'EUR (€) Euro' });
    await page.getByRole('button', { name: 'Add currency' }).click();
  }
  await shipping.fill('12.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/countries$/);
  await expect(toast(page, 'The country is saved.')).toBeVisible();
  try {
    const after = await apiGet<{ Costs: { CurrencyId: number; ShippingCosts: number }[] }>(token, `en/country/${denmark.Id}`);
    expect(after.Costs.find((c) => c.CurrencyId === 1)?.ShippingCosts).toBe(12.5);
  } finally {
    // put back what was there (a cost row that did not exist stays, Denmark is not available anyway)
    await fetch(`${API_URL}/api/en/country/${denmark.Id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Id: denmark.Id, IsAvailable: denmark.IsAvailable, Costs: denmark.Costs }),
    });
  }
});

test('size charts: creating lands on the edit page, cells are edited', async ({ page }) => {
  const name = `E2E chart ${unique()}`;
  await page.goto('/en/admin/sizeCharts');
  await page.getByRole('link', { name: 'New size chart' }).click();
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Velvet Lane (VLV)' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Rows', { exact: true }).fill('2');
  await page.getByLabel('Columns', { exact: true }).fill('3');
  await expect(page.getByLabel('Row 2, column 3')).toBeVisible();
  await page.getByLabel('Row 1, column 1').fill('Size');
  await page.getByLabel('Row 2, column 1').fill('Chest');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/sizeCharts\/edit\/\d+$/);
  await expect(toast(page, 'The size chart is created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit size chart' })).toBeVisible();
  await expect(page.getByLabel('Row 1, column 1')).toHaveValue('Size');
  // columns 1-5 on the edit screen
  await page.getByLabel('Columns', { exact: true }).fill('9');
  await expect(page.getByLabel('Columns', { exact: true })).toHaveValue('5');
  await page.getByLabel('Row 1, column 5').fill('XL');
  await page.getByLabel('Row 2, column 5').fill('112');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/sizeCharts$/);
  const id = Number(/edit\/(\d+)/.exec((await page.getByRole('link', { name: `Edit ${name}` }).getAttribute('href')) ?? '')?.[1]);
  const chart = await apiGet<{ Columns: number; Rows: number; Cells: { Row: number; Column: number; Value: string }[] }>(await apiToken('admin'), `en/sizechart/${id}`);
  expect(chart).toMatchObject({ Rows: 2, Columns: 5 });
  expect(chart.Cells).toEqual(
    expect.arrayContaining([
      { Row: 0, Column: 0, Value: 'Size' },
      { Row: 0, Column: 4, Value: 'XL' },
      { Row: 1, Column: 4, Value: '112' },
    ]),
  );
});
