import { testSession } from 'shared-kernel/test-utils';
import { footerLinks, menuFor } from './menus';

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('menus and footer by role', () => {
  it('gives each role its menu', () => {
    expect(ids(menuFor(testSession('Admin'), '/shop'))).toContain('sizeCharts');
    expect(menuFor(testSession('Admin'), '/shop').find((i) => i.id === 'serviceRequests')?.to).toBe('/admin/service-requests');
    expect(menuFor(testSession('Admin'), '/shop').find((i) => i.id === 'impersonation')?.to).toBe('/admin/impersonation');
    expect(ids(menuFor(testSession('Vertegenwoordiger'), '/shop'))).toEqual(['preorders', 'customerList', 'account']);
    expect(ids(menuFor(testSession('Klant'), '/customer/shop/overview?Brands=A'))).toEqual(['shop', 'preorders', 'downloads', 'brands', 'contact', 'basket']);
    expect(menuFor(testSession('Klant'), '/customer/shop/overview?Brands=A')[0].to).toBe('/customer/shop/overview?Brands=A');
    expect(ids(menuFor(testSession('MarketingKlant'), '/s'))).not.toContain('basket');
  });

  it('applies the footer rules of spec section 6', () => {
    const f = (role: Parameters<typeof testSession>[0]) => ids(footerLinks(testSession(role), 'https://x.test'));
    expect(f('Klant')).toEqual(expect.arrayContaining(['history', 'warranty', 'users']));
    expect(f('MarketingKlant')).toEqual(expect.arrayContaining(['history', 'warranty']));
    expect(f('MarketingKlant')).not.toContain('users');
    expect(f('PersoneelKlant')).toContain('warranty');
    expect(f('PersoneelKlant')).not.toContain('history');
    expect(f('Admin')).not.toContain('warranty');
    expect(footerLinks(testSession('Admin'), 'https://x.test/').find((l) => l.id === 'privacy')?.to).toBe('https://x.test/privacy');
  });
});
