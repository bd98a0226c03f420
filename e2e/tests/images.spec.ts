import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, apiToken } from '../fixtures/api';
import { API_URL } from '../fixtures/ports';
import { signInAs } from '../pages/LoginPage';

/**
 * Issue 18: the portal shows the images mock-api draws where the spec places them (header logo,
 * product drawings, brand logos, the salesman's photo, banner artwork, 250 x 250 search thumbnails),
 * each at its spec size, and every one of them loads. Read only.
 */

/** the image is scrolled into view (lazy ones load then) and has loaded with pixels */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: 'image loaded' }).toBe(true);
}

/** every image in the page's main content has loaded (each scrolled into view first) */
async function expectAllLoaded(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expectLoaded(images.nth(i));
}

test.describe('images of the portal', () => {
  test('dashboard: header logo, banner artwork, brand logos and the sales representative', async ({ page }) => {
    await signInAs(page, 'customer', 'en');
    const logo = page.getByRole('link', { name: 'Wholesale fashion portal, to the home page' }).getByRole('img');
    await expectLoaded(logo);
    await expect(logo).toHaveAttribute('src', /\/img\/logo\/portal_170x79\.svg$/);
    await expect(page.getByRole('region', { name: 'Promotion' }).getByRole('img')).toHaveAttribute('src', /\/img\/banner\/\d+_1170x150\.svg$/);
    await expect(page.getByRole('link', { name: 'Alpenrose' }).getByRole('img')).toHaveAttribute('src', /\/img\/brand\/ALP_170x79\.svg$/);
    const rep = page.getByRole('region', { name: 'Your sales representative' });
    await expect(rep.getByRole('img', { name: 'Photo of Sam Salesman' })).toHaveAttribute('src', /\/img\/user\/[0-9a-f-]{36}_200x200\.svg$/);
    await expectAllLoaded(page);
  });

  test('shop, product detail and its full screen: drawings of the products at 230 x 180, 900 x 900 and 60 x 60', async ({ page }) => {
    await signInAs(page, 'customer', 'en');
    await page.goto('/en/customer/shop/overview');
    const firstCard = page.locator('main article').first();
    await expect(firstCard.locator('img')).toHaveAttribute('src', /\/img\/pg\/\d+-1_230x180\.svg$/);
    await expectAllLoaded(page);

    await firstCard.getByRole('link').first().click();
    const carousel = page.getByRole('region', { name: 'Product images and videos' });
    const main = carousel.getByRole('img').first();
    await expect(main).toHaveAttribute('src', /\/img\/pg\/\d+-1_900x900\.svg$/);
    await expect(page.getByRole('img', { name: /: every product of the brand$/ })).toHaveAttribute('src', /\/img\/brand\/\w+_170x79\.svg$/);
    await expectAllLoaded(page);
    await carousel.getByRole('button', { name: 'Open the image fullscreen' }).click();
    await expectLoaded(page.getByRole('dialog').getByRole('img'));
  });

  test('our brands and search results: brand logos at 170 x 79 and thumbnails at 250 x 250', async ({ page }) => {
    await signInAs(page, 'customer', 'en');
    await page.goto('/en/customer/our-brands/overview');
    await expect(page.locator('main img')).toHaveCount(7);
    await expectAllLoaded(page);
    await page.goto('/en/search?search=shirt');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.locator('img').first()).toHaveAttribute('src', /_250x250\.svg$/);
    await expectAllLoaded(page);
  });

  test("basket and the customer's pre-order: product images and the salesman's photo", async ({ page }) => {
    await signInAs(page, 'customer', 'en');
    await page.goto('/en/customer/basket/overview');
    await expect(page.locator('main article img').first()).toHaveAttribute('src', /\/img\/p\/\d+-1_170x140\.svg$/);
    await expectAllLoaded(page);
    const preOrder = (await apiGet<{ Items: { Id: number }[] }>(await apiToken('customer'), 'en/PreOrder?PageSize=1')).Items[0].Id;
    await page.goto(`/en/customer/pre-orders/edit/${preOrder}`);
    await expectLoaded(page.getByRole('img', { name: 'Photo of Sam Salesman' }));
  });

  test('images are cached for good with an ETag, and revalidate to 304', async ({ request }) => {
    const url = `${API_URL}/img/pg/1-1_230x180.svg`;
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await request.get(url, { headers: { 'If-None-Match': first.headers().etag } });
    expect(again.status()).toBe(304);
    expect((await request.get(`${API_URL}/img/pg/1-1_{width}x{height}.svg`)).status()).toBe(404);
  });
});
