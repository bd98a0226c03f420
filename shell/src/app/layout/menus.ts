import { paths, roleFlags, type Session } from 'shared-kernel';

export interface MenuItem {
  id: string;
  /** below the locale, built from the path table */
  to: string;
}

/** The three role menus of spec section 2 (an impersonating admin or salesman gets the customer's). */
export function menuFor(session: Session, shopHref: string): MenuItem[] {
  const f = roleFlags(session);
  if (f.isAdmin) {
    return [
      { id: 'preorders', to: paths.availableSheets.path() },
      { id: 'customerPreorders', to: paths.adminCustomerPreOrders.path() },
      { id: 'processing', to: paths.preOrderProcessing.path() },
      { id: 'customerList', to: paths.customerList.path() },
      { id: 'notifications', to: paths.notifications.path() },
      { id: 'banners', to: paths.banners.path() },
      { id: 'branches', to: paths.branches.path() },
      { id: 'users', to: paths.employees.path() },
      { id: 'countries', to: paths.countries.path() },
      { id: 'coupons', to: paths.coupons.path() },
      { id: 'sizeCharts', to: paths.sizeCharts.path() },
      { id: 'reports', to: paths.reports.path() },
      { id: 'serviceRequests', to: paths.serviceRequests.path() },
      { id: 'impersonation', to: paths.impersonationSessions.path({}) },
    ];
  }
  if (f.isSalesman) {
    return [
      { id: 'preorders', to: paths.salesmanPreOrders.path() },
      { id: 'customerList', to: paths.customerList.path() },
      { id: 'account', to: paths.salesmanAccountEdit.path() },
    ];
  }
  const items: MenuItem[] = [
    { id: 'shop', to: shopHref },
    { id: 'preorders', to: paths.customerPreOrders.path() },
    { id: 'downloads', to: paths.downloads.path() },
    { id: 'brands', to: paths.ourBrands.path() },
    { id: 'contact', to: paths.contact.path({}) },
  ];
  if (!f.isMarketing) items.push({ id: 'basket', to: paths.basketOverview.path() });
  return items;
}

/** The account page of the signed-in user: the customer side's or the salesman/admin one. */
export function accountPath(session: Session): string {
  const f = roleFlags(session);
  return f.isCustomer || f.isPersoneel || f.isMarketing ? paths.accountEdit.path() : paths.salesmanAccountEdit.path();
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
  if (session) links.push({ id: 'account', to: accountPath(session) });
  if (f.isCustomer || f.isMarketing) links.push({ id: 'history', to: paths.history.path() });
  if (f.isCustomer || f.isMarketing || f.isPersoneel) links.push({ id: 'warranty', to: paths.warranty.path() });
  if (f.isCustomer) links.push({ id: 'users', to: paths.accountUsers.path() });
  if (customerSide) links.push({ id: 'brands', to: paths.ourBrands.path() });
  const site = corporateSiteUrl.replace(/\/+$/, '');
  for (const id of ['about', 'blog', 'vacancies']) links.push({ id, to: `${site}/${id}`, external: true });
  links.push({ id: 'contact', to: paths.contact.path({}) });
  for (const id of ['privacy', 'cookies', 'disclaimer']) links.push({ id, to: `${site}/${id}`, external: true });
  links.push({ id: 'versions', to: paths.versions.path() });
  return links;
}

export const SOCIAL_LINKS = [
  { id: 'facebook', to: 'https://www.facebook.com/' },
  { id: 'instagram', to: 'https://www.instagram.com/' },
  { id: 'linkedin', to: 'https://www.linkedin.com/' },
];
