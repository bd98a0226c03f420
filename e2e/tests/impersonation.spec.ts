import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { apiGet, apiToken } from '../fixtures/api';

interface Hit {
  Key: string;
  Name: string;
}

for (const user of ['salesman', 'admin'] as const) {
  test(`${user} impersonates a customer and returns`, async ({ page }) => {
    const token = await apiToken(user);
    const [customer] = await apiGet<Hit[]>(token, 'nl/customer/autocomplete?search=' + encodeURIComponent('Demo'));
    expect(customer).toBeDefined();

    await signInAs(page, user);
    const home = user === 'admin' ? 'admin' : 'salesman';
    const section = new Shell(page).remote(home === 'admin' ? 'admin' : 'preorders');
    const search = section.getByRole('combobox').first();
    await search.fill(customer.Name.slice(0, 6));
    const option = section.getByRole('option', { name: new RegExp(customer.Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    await option.click();

    await expect(page).toHaveURL(/\/nl\/customer$/);
    const shell = new Shell(page);
    await expect(shell.impersonationBanner()).toContainText(customer.Name);
    await expect(shell.remote('account').getByRole('heading').first()).toBeVisible();
    // while impersonating the customer menu is shown
    await expect(shell.menu().getByRole('link', { name: 'Webshop' })).toBeVisible();

    await shell.impersonationBanner().getByRole('button', { name: 'Stoppen' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/${home}$`));
    await expect(shell.impersonationBanner()).toHaveCount(0);
  });
}

test('an impersonation failure shows the server message as a toast', async ({ page }) => {
  await signInAs(page, 'salesman');
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('portal:impersonation.request', { detail: { customerKey: 'NO-SUCH-CUSTOMER' } })),
  );
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /.+/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/salesman$/);
});
