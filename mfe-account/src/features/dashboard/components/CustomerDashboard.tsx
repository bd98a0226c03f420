import { FormattedMessage } from 'react-intl';
import { Link, paths } from 'shared-kernel';
import { roleFlags, usePortal } from 'shared-kernel';
import { BrandLinks } from './BrandLinks';
import { DashboardBanner } from './DashboardBanner';
import { NotificationsTable } from './NotificationsTable';
import { OpenPreOrdersTable } from './OpenPreOrdersTable';
import { SalesRepCard } from './SalesRepCard';
import styles from './CustomerDashboard.module.css';

/**
 * The customer home (spec section 2): welcome, fast order, brand links (customer and staff), the
 * dashboard banner, notifications and the open pre-orders with the customer's sales representative
 * (customer only). An impersonating admin or
 * salesman carries the customer's role (Klant) in the session, so sees what the customer sees.
 */
export function CustomerDashboard() {
  const { session } = usePortal();
  const flags = roleFlags(session);
  const fullName = [session?.firstName, session?.lastName].filter(Boolean).join(' ');

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="account.dashboard.welcome" values={{ name: fullName }} />
        </h1>
        <Link className="ds-button ds-button--primary" to={paths.fastOrder.path()}>
          <FormattedMessage id="account.dashboard.fastOrder" />
        </Link>
      </div>
      <DashboardBanner />
      {(flags.isCustomer || flags.isPersoneel) && <BrandLinks />}
      <NotificationsTable />
      {flags.isCustomer && (
        <div className={`ds-row ${styles.columns}`}>
          <div className={styles.main}>
            <OpenPreOrdersTable />
          </div>
          <SalesRepCard />
        </div>
      )}
    </div>
  );
}
