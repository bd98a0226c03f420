import { FormattedMessage } from 'react-intl';
import { buttonClass, Link, paths } from 'shared-kernel';
import { AxWarningsTable } from './AxWarningsTable';
import { ClosedPreOrdersTable } from './ClosedPreOrdersTable';
import { CustomerSearch } from './CustomerSearch';

/** /admin: link to the users, customer search for impersonation, AX warnings and closed pre-orders. */
export function AdminDashboard() {
  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="admin.dashboard.title" />
        </h1>
        <Link className={buttonClass('secondary')} to={paths.employees.path()}>
          <FormattedMessage id="admin.dashboard.users" />
        </Link>
      </div>
      <CustomerSearch />
      <AxWarningsTable />
      <ClosedPreOrdersTable />
    </div>
  );
}
