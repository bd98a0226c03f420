import { FormattedMessage, useIntl } from 'react-intl';
import { Link, paths } from 'shared-kernel';
import { Table, formatDate, type TableColumn } from 'shared-kernel';
import type { PreOrderSummary } from 'shared-kernel/contract';
import { OPEN_PREORDER_STATES, OPEN_PREORDERS_PAGE_SIZE, useListPreOrdersQuery } from '../../../api/preOrder';

/** The customer's open pre-orders (customers only), each linking to its edit page. */
export function OpenPreOrdersTable() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useListPreOrdersQuery({ query: { Page: 1, PageSize: OPEN_PREORDERS_PAGE_SIZE, State: OPEN_PREORDER_STATES } });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const columns: TableColumn<PreOrderSummary>[] = [
    { id: 'brand', header: t('account.dashboard.preOrders.brand'), cell: (p) => p.Brand.Name },
    { id: 'collection', header: t('account.dashboard.preOrders.collection'), cell: (p) => p.Collection.Name },
    {
      id: 'deadline',
      header: t('account.dashboard.preOrders.deadline'),
      cell: (p) =>
        p.DeadlineExpired ? (
          <span className="ds-error">
            {formatDate(p.Deadline)} <FormattedMessage id="account.dashboard.preOrders.expired" />
          </span>
        ) : (
          formatDate(p.Deadline)
        ),
    },
    { id: 'state', header: t('account.dashboard.preOrders.state'), cell: (p) => t('account.dashboard.preOrders.stateValue', { state: String(p.State) }) },
    {
      id: 'open',
      header: <span className="ds-visually-hidden">{t('account.dashboard.preOrders.actions')}</span>,
      align: 'end',
      cell: (p) => (
        <Link to={paths.customerPreOrderEdit.path({ id: p.Id })} aria-label={t('account.dashboard.preOrders.openLabel', { brand: p.Brand.Name, collection: p.Collection.Name })}>
          <FormattedMessage id="account.dashboard.preOrders.open" />
        </Link>
      ),
    },
  ];

  return (
    <Table
      caption={t('account.dashboard.preOrders.title')}
      columns={columns}
      rows={data?.Items ?? []}
      rowKey={(p) => p.Id}
      loading={isLoading}
      error={isError ? t('account.dashboard.preOrders.error') : undefined}
      onRetry={() => void refetch()}
      empty={t('account.dashboard.preOrders.empty')}
    />
  );
}
