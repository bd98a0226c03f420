import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Notice, Outlet, paths, roleFlags, useLocation, usePortal } from 'shared-kernel';
import styles from './AdminSheetsLayout.module.css';

const TABS = [
  { route: paths.availableSheets, label: 'preorders.sheets.tabs.sheets' },
  { route: paths.adminCustomerPreOrders, label: 'preorders.sheets.tabs.customerPreOrders' },
  { route: paths.preOrderProcessing, label: 'preorders.sheets.tabs.processing' },
] as const;

/** Admin pre-order pages: links to the three admin lists above the chosen page (admin only). */
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
        <ul className={`ds-tabs__list ${styles.tabList}`}>
          {TABS.map((t) => {
            const active = t.route.match(pathname) !== null;
            return (
              <li key={t.label}>
                <Link
                  to={t.route.path()}
                  className={`ds-tabs__tab ${styles.tab}`}
                  data-state={active ? 'active' : 'inactive'}
                  aria-current={active ? 'page' : undefined}
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
