import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Notice, Outlet, roleFlags, useLocation, usePortal } from 'shared-kernel';

const TABS = [
  { path: 'beschikbare-fiches', label: 'preorders.sheets.tabs.sheets' },
  { path: 'customer-preorders', label: 'preorders.sheets.tabs.customerPreOrders' },
  { path: 'preorder-processing', label: 'preorders.sheets.tabs.processing' },
] as const;

/** /admin/pre-orders/*: links to the three admin lists above the chosen child (admin only). */
export function AdminSheetsLayout() {
  const intl = useIntl();
  const { session } = usePortal();
  const { pathname } = useLocation();
  if (!roleFlags(session).isAdmin) {
    return (
      <div className="ds-page">
        <Notice kind="error">
          <FormattedMessage id="preorders.sheets.adminOnly" />
        </Notice>
      </div>
    );
  }
  return (
    <div className="ds-page ds-stack">
      <nav aria-label={intl.formatMessage({ id: 'preorders.sheets.tabs.label' })}>
        <ul className="ds-tabs__list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {TABS.map((t) => {
            const active = pathname.includes(`/admin/pre-orders/${t.path}`);
            return (
              <li key={t.path}>
                <Link
                  to={`/admin/pre-orders/${t.path}`}
                  className="ds-tabs__tab"
                  data-state={active ? 'active' : 'inactive'}
                  aria-current={active ? 'page' : undefined}
                  style={{ display: 'inline-block', textDecoration: 'none' }}
                >
                  <FormattedMessage id={t.label} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
