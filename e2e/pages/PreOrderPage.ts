import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The pre-order detail page (customer and salesman) as a work surface (issue 18): a sticky work bar
 * with the state, key totals and actions, the order data, a row of section toggles (details, totals,
 * targets and history, notifications, bulk entry, remarks; collapsed at first and remembered per user)
 * and the product grid.
 */
export class PreOrderPage {
  constructor(readonly page: Page) {}

  workBar = () => this.page.getByTestId('preorder-work-bar');
  /** the key totals in the work bar (region "Totals") */
  totals = () => this.page.getByRole('region', { name: 'Totals', exact: true });
  sectionToggle = (name: string): Locator => this.page.getByRole('group', { name: 'Sections of the pre-order' }).getByRole('button', { name, exact: true });

  /** opens a secondary section unless it is open already (the choice is remembered, so it may be) */
  async openSection(name: 'Details' | 'Subgroup and delivery-moment totals' | 'Targets and comparisons' | 'Changes to the order form' | 'Bulk entry' | 'Remarks') {
    const toggle = this.sectionToggle(name);
    await expect(toggle).toBeVisible({ timeout: 15_000 });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}
