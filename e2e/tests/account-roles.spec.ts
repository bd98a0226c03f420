import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, apiToken, mainUserOf } from '../fixtures/api';
import { API_URL } from '../fixtures/ports';
import { signInAs, signInAsCustomerUser } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

// Account journeys by role (spec sections 2 and 6) and the admins' view of contact requests (issue 5).
// Writes go to customer C0002 (its main user), never to the demo customer the other journeys count on;
// the salesman's sales-taker code is put back at the end.
test.describe.configure({ mode: 'serial' });

const unique = () => Date.now().toString(36);

let mainUser = '';
test.beforeAll(async () => {
  mainUser = await mainUserOf('C0002');
});

test('salesman edits his account with the sales-taker code', async ({ page }) => {
  const token = await apiToken('salesman');
  const before = await apiGet<{ SalesTakerCode: string | null }>(token, 'Account');
  await signInAs(page, 'salesman', 'en');
  await page.goto('/en/salesman/account/edit');
  const code = page.getByLabel('Sales-taker code');
  await expect(code).toBeVisible();
  const next = `E2E${unique()}`.slice(0, 12).toUpperCase();
  try {
    await code.fill(next);
    await page.getByRole('button', { name: 'Save personal data' }).click();
    await expect(page.getByText('Your personal data has been saved.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Sales-taker code')).toHaveValue(next);
    // the salesman's page has no company sections (customers only)
    await expect(page.getByRole('heading', { name: /company/i })).toHaveCount(0);
  } finally {
    const current = await apiGet<Record<string, unknown>>(token, 'Account');
    await fetchPut(token, 'Account', { ...current, SalesTakerCode: before.SalesTakerCode });
  }
});

test("the customer's main user edits another user and sees the change in the users list", async ({ page }) => {
  const token = await apiToken(mainUser);
  const email = `e2e.roles.${unique()}@example.com`;
  const id = await apiPost<string>(token, 'en/customer/C0002/user', { FirstName: 'Rita', LastName: 'Roles', Function: 0, PhoneNumber: '+32 9 000 00 01', Email: email, Role: 'PersoneelKlant' });
  await signInAsCustomerUser(page, mainUser);
  await page.goto('/en/customer/account/users');
  await page.getByRole('link', { name: 'Edit Rita Roles' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/customer/account/editUser\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit user Rita Roles' })).toBeVisible();
  const lastName = `Renamed${unique()}`;
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Save user' }).click();
  await expect(page.getByText('The user has been saved.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/customer\/account\/users$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell', { name: `Rita ${lastName}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Rita Roles', exact: true })).toHaveCount(0);

  // the main account and the signed-in user cannot be edited: opening one directly says so
  const users = await apiGet<{ Id: string; Email: string; IsMainAccount: boolean }[]>(token, 'en/customer/C0002/user');
  const self = users.find((u) => u.Email.toLowerCase() === mainUser.toLowerCase() || u.IsMainAccount);
  if (self) {
    await page.goto(`/en/customer/account/editUser?id=${self.Id}`);
    await expect(page.getByText('The main account and your own account cannot be edited here.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save user' })).toHaveCount(0);
  }

  // clean up: the user is removed again
  await page.goto('/en/customer/account/users');
  await page.getByRole('button', { name: `Delete Rita ${lastName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Delete|Confirm/ }).click();
  await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
});

/**
 * Spec section 6: footer (order history customer and marketing; warranty customer, marketing, staff; user
 * management customer) and account side menu (edit always; users and addresses customers; history and
 * backorders customers and marketing; invoices customers).
 */
const FOOTER = { account: 'My account', history: 'Order history', warranty: 'Returns and warranties', users: 'User management' } as const;
const SIDE = { edit: 'Account details', users: 'Users', addresses: 'Addresses', history: 'Order history', backorders: 'Backorders', invoices: 'Invoices' } as const;

const ROLES: { who: string; signIn: (page: Page) => Promise<void>; accountPath: string; footer: (keyof typeof FOOTER)[]; side: (keyof typeof SIDE)[] }[] = [
  { who: 'customer main user', signIn: (page) => signInAsCustomerUser(page, mainUser), accountPath: '/en/customer/account/edit', footer: ['account', 'history', 'warranty', 'users'], side: ['edit', 'users', 'addresses', 'history', 'backorders', 'invoices'] },
  { who: 'staff', signIn: (page) => signInAs(page, 'staff', 'en'), accountPath: '/en/customer/account/edit', footer: ['account', 'warranty'], side: ['edit'] },
  { who: 'marketing', signIn: (page) => signInAs(page, 'marketing', 'en'), accountPath: '/en/customer/account/edit', footer: ['account', 'history', 'warranty'], side: ['edit', 'history', 'backorders'] },
  { who: 'salesman', signIn: (page) => signInAs(page, 'salesman', 'en'), accountPath: '/en/salesman/account/edit', footer: ['account'], side: ['edit'] },
];

for (const role of ROLES) {
  test(`footer and account side menu of the ${role.who}`, async ({ page }) => {
    await role.signIn(page);
    await page.goto(role.accountPath);
    const footer = new Shell(page).footer().getByRole('navigation', { name: 'Footer' });
    await expect(footer).toBeVisible();
    for (const [id, name] of Object.entries(FOOTER) as [keyof typeof FOOTER, string][]) {
      await expect(footer.getByRole('link', { name, exact: true }), `footer ${name}`).toHaveCount(role.footer.includes(id) ? 1 : 0);
    }
    await expect(footer.getByRole('link', { name: FOOTER.account, exact: true })).toHaveAttribute('href', role.accountPath);
    await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();

    const side = page.getByRole('navigation', { name: 'My account' });
    await expect(side).toBeVisible();
    for (const [id, name] of Object.entries(SIDE) as [keyof typeof SIDE, string][]) {
      await expect(side.getByRole('link', { name, exact: true }), `side menu ${name}`).toHaveCount(role.side.includes(id) ? 1 : 0);
    }
    await expect(side.getByRole('link', { name: SIDE.edit, exact: true })).toHaveAttribute('href', role.accountPath);
  });
}

test('an admin sees a contact request a customer sent, remarks as text, and filters by type', async ({ page }) => {
  const marker = `E2E ${unique()}`;
  const question = `${marker}: <b>not bold</b> please call us back.`;
  await apiPost(await apiToken(mainUser), 'en/customer/contact', { Occasion: 1, Brands: [], Question: question });

  await signInAs(page, 'admin', 'en');
  await new Shell(page).menu().getByRole('link', { name: 'Service requests' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/service-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact and warranty requests' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Contact', exact: true })).toBeVisible();
  await expect(row.getByText('Complaint', { exact: true })).toBeVisible();
  await expect(row.getByText('C0002', { exact: true })).toBeVisible();
  // the remarks are text: the markup is shown as typed and nothing is rendered from it
  await expect(row.getByText(question, { exact: true })).toBeVisible();
  await expect(row.locator('b')).toHaveCount(0);
  // the request just sent is listed (other spec files may send requests at the same time, so it
  // need not be the very first row)
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);

  const type = page.getByRole('group', { name: 'Type' });
  await type.getByRole('radio', { name: 'Warranty' }).check();
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(0);
  await type.getByRole('radio', { name: 'Contact' }).check();
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
});

/** PUT through the API (set-up and clean-up only) */
async function fetchPut(token: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${API_URL}/api/${path}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`);
}
