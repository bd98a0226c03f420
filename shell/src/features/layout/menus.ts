import { roleFlags, type Session } from 'shared-kernel';

export interface MenuItem {
  id: string;
  to: string;
}

/** The three role menus of spec section 2 (an impersonating admin or salesman gets the customer's). */
export function menuFor(session: Session, shopHref: string): MenuItem[] {
  const f = roleFlags(session);
  if (f.isAdmin) {
    return [
      { id: 'preorders', to: '/admin/pre-orders' },
      { id: 'customerPreorders', to: '/admin/pre-orders/customer-preorders' },
      { id: 'processing', to: '/admin/pre-orders/preorder-processing' },
      { id: 'customerList', to: '/salesman/customer-list' },
      { id: 'notifications', to: '/admin/notifications' },
      { id: 'banners', to: '/admin/banners' },
      { id: 'branches', to: '/admin/branches' },
      { id: 'users', to: '/admin/users' },
      { id: 'countries', to: '/admin/countries' },
      { id: 'coupons', to: '/admin/coupons' },
      { id: 'sizeCharts', to: '/admin/sizeCharts' },
      { id: 'reports', to: '/admin/reports' },
      { id: 'serviceRequests', to: '/admin/service-requests' },
      { id: 'impersonation', to: '/admin/impersonation' },
    ];
  }
  if (f.isSalesman) {
    return [
      { id: 'preorders', to: '/salesman/pre-orders' },
      { id: 'customerList', to: '/salesman/customer-list' },
      { id: 'account', to: '/salesman/account/edit' },
    ];
  }
  const items: MenuItem[] = [
    { id: 'shop', to: shopHref },
    { id: 'preorders', to: '/customer/pre-orders' },
    { id: 'downloads', to: '/customer/downloads/overview' },
    { id: 'brands', to: '/customer/our-brands/overview' },
    { id: 'contact', to: '/contact' },
  ];
  if (!f.isMarketing) items.push({ id: 'basket', to: '/customer/basket/overview' });
  return items;
}

export interface FooterLink {
  id: string;
  to: string;
  external?: boolean;
}

/** Footer links with the role rules of spec section 6. */
export function footerLinks(session: Session | null, corporateSiteUrl: string): FooterLink[] {
  const f = roleFlags(session);
  const customerSide = f.isCustomer || f.isPersoneel || f.isMarketing;
  const links: FooterLink[] = [];
  if (session) links.push({ id: 'account', to: customerSide ? '/customer/account/edit' : '/salesman/account/edit' });
  if (f.isCustomer || f.isMarketing) links.push({ id: 'history', to: '/customer/account/history' });
  if (f.isCustomer || f.isMarketing || f.isPersoneel) links.push({ id: 'warranty', to: '/warranty' });
  if (f.isCustomer) links.push({ id: 'users', to: '/customer/account/users' });
  if (customerSide) links.push({ id: 'brands', to: '/customer/our-brands/overview' });
  const site = corporateSiteUrl.replace(/\/+$/, '');
  for (const id of ['about', 'blog', 'vacancies']) links.push({ id, to: `${site}/${id}`, external: true });
  links.push({ id: 'contact', to: '/contact' });
  for (const id of ['privacy', 'cookies', 'disclaimer']) links.push({ id, to: `${site}/${id}`, external: true });
  return links;
}

export const SOCIAL_LINKS = [
  { id: 'facebook', to: 'https://www.facebook.com/' },
  { id: 'instagram', to: 'https://www.instagram.com/' },
  { id: 'linkedin', to: 'https://www.linkedin.com/' },
];
