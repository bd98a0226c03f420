import type { PreOrderSummary } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, paths } from 'shared-kernel';
import { Badge, formatDate, Pagination, Table, type TableColumn } from 'shared-kernel';
import { useListPreOrdersQuery } from '../../../api/preOrder';
import styles from './RunningNegotiationsTable.module.css';

/** Spec section 9: the salesman dashboard shows 6 running negotiations per page. */
export const RUNNING_PAGE_SIZE = 6;
/** Running = not closed (3): open, sent to the salesman, sent to sales. */
export const RUNNING_STATES = '0,1,2';

/** The salesman's running negotiations, 6 per page, each linking to its edit page. */
export function RunningNegotiationsTable() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isFetching, isLoading, isError, refetch } = useListPreOrdersQuery({ query: { Page: page, PageSize: RUNNING_PAGE_SIZE, State: RUNNING_STATES } });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: TableColumn<PreOrderSummary>[] = [
    {
      id: 'customer',
      header: t('preorders.running.customer'),
      cell: (p) => (
        <Link to={paths.salesmanPreOrderEdit.path({ id: p.Id })}>
          {p.Customer} <span className="ds-muted">({p.CustomerAltKey})</span>
        </Link>
      ),
    },
    { id: 'brand', header: t('preorders.running.brand'), cell: (p) => p.Brand.Name },
    { id: 'collection', header: t('preorders.running.collection'), cell: (p) => p.Collection.Name },
    {
      id: 'deadline',
      header: t('preorders.running.deadline'),
      cell: (p) =>
        p.DeadlineExpired ? (
          <span className={styles.expired} data-expired="true">
            {formatDate(p.Deadline)} <span className="ds-visually-hidden">{t('preorders.running.expired')}</span>
          </span>
        ) : (
          formatDate(p.Deadline)
        ),
    },
    {
      id: 'messages',
      header: t('preorders.running.messages'),
      align: 'center',
      cell: (p) => (p.UnreadMessages > 0 ? <Badge count={p.UnreadMessages} label={t('preorders.running.unread', { count: p.UnreadMessages })} /> : null),
    },
  ];
  return (
    <section className="ds-stack">
      <Table
        caption={t('preorders.running.title')}
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(p) => p.Id}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('preorders.running.error') : undefined}
        onRetry={refetch}
        empty={t('preorders.running.empty')}
      />
      {data && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </section>
  );
}
