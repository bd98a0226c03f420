import { FormattedMessage } from 'react-intl';
import { Link, paths } from 'shared-kernel';
import { CustomerSearch } from './CustomerSearch';
import { RunningNegotiationsTable } from './RunningNegotiationsTable';

/** /salesman: customer search for impersonation, running negotiations and a button to create a pre-order. */
export function SalesmanDashboard() {
  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="preorders.dashboard.title" />
        </h1>
        <Link className="ds-button ds-button--primary" to={paths.salesmanPreOrderCreate.path()}>
          <FormattedMessage id="preorders.dashboard.create" />
        </Link>
      </div>
      <CustomerSearch />
      <RunningNegotiationsTable />
    </div>
  );
}
