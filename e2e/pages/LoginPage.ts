import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export type DemoUser = 'admin' | 'salesman' | 'customer' | 'staff' | 'marketing';

/** The public sign-in page. */
export class LoginPage {
  constructor(readonly page: Page) {}

  userName = () => this.page.getByLabel(/user name|gebruikersnaam|nom d'utilisateur/i);
  password = () => this.page.getByLabel(/^(password|wachtwoord|mot de passe)$/i);
  submit = () => this.page.getByRole('button', { name: /^(sign in|inloggen|se connecter)$/i });

  async goto(locale = 'nl', query = '') {
    await this.page.goto(`/${locale}/login${query}`);
    await expect(this.userName()).toBeVisible();
  }

  async signIn(user: string, password = DEMO_PASSWORD) {
    await this.userName().fill(user);
    await this.password().fill(password);
    await this.submit().click();
  }
}

/** Signs in through the form and waits for the home page of the role. */
export async function signInAs(page: Page, user: DemoUser, locale = 'nl') {
  const login = new LoginPage(page);
  await login.goto(locale);
  await login.signIn(user);
  const home = user === 'admin' ? 'admin' : user === 'salesman' ? 'salesman' : 'customer';
  await expect(page).toHaveURL(new RegExp(`/${locale}/${home}$`));
}

/** Signs in as any user (by user name) through the form and waits for the customer home. */
export async function signInAsCustomerUser(page: Page, userName: string, locale = 'en') {
  const login = new LoginPage(page);
  await login.goto(locale);
  await login.signIn(userName);
  await expect(page).toHaveURL(new RegExp(`/${locale}/customer$`));
}
