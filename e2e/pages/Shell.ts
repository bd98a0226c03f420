import type { Page } from '@playwright/test';

/** The parts of the shell every signed-in page has. */
export class Shell {
  constructor(readonly page: Page) {}
  menu = () => this.page.getByRole('navigation', { name: /main menu|hoofdmenu|menu principal/i });
  footer = () => this.page.locator('footer');
  remote = (name: string) => this.page.locator(`section[data-remote="${name}"]`);
  fallback = () => this.page.getByTestId('remote-fallback');
  mixedBadge = () => this.page.getByTestId('mixed-versions-badge');
  /** in the header only: a dashboard's "log in as customer" search is a region too */
  impersonationBanner = () =>
    this.page.getByRole('banner').getByRole('region', { name: /^(working as a customer|ingelogd als klant|connecté en tant que client)$/i });
  languageLink = (locale: string) => this.page.getByRole('link', { name: locale.toUpperCase(), exact: true });
}

/** The count on the header's basket icon (0 when it shows none), once the basket has loaded (aria-busy gone). */
export async function basketBadgeCount(page: Page): Promise<number> {
  const badge = page.locator('[data-testid="basket-badge"]:not([aria-busy])');
  return Number((await badge.innerText()).replace(/\D/g, '') || 0);
}
