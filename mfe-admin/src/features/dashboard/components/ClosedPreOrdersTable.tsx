import type { PreOrderSummary } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, Pagination, Table, type TableColumn } from 'shared-kernel';
import { CLOSED_PAGE_SIZE, CLOSED_STATE, useListPreOrdersQuery } from '../../../api/preOrder';

/** Closed (processed) pre-orders, 12 per page. */
export function ClosedPreOrdersTable() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useListPreOrdersQuery({ query: { State: String(CLOSED_STATE), Page: page, PageSize: CLOSED_PAGE_SIZE } });
  const columns: TableColumn<PreOrderSummary>[] = [
    {
      id: 'customer',
      header: t('admin.closedPreOrders.customer'),
      cell: (p) => (
        <>
          {p.Customer} <span className="ds-muted">({p.CustomerAltKey})</span>
        </>
      ),
    },
    { id: 'brand', header: t('admin.closedPreOrders.brand'), cell: (p) => p.Brand.Name },
    { id: 'collection', header: t('admin.closedPreOrders.collection'), cell: (p) => p.Collection.Name },
    { id: 'reference', header: t('admin.closedPreOrders.orderReference'), cell: (p) => p.OrderReference },
    { id: 'salesman', header: t('admin.closedPreOrders.salesman'), cell: (p) => p.SalesMan },
    { id: 'processDate', header: t('admin.closedPreOrders.processDate'), cell: (p) => formatDate(p.ProcessDate), width: '8rem' },
  ];
  return (
    <section className="ds-stack">
      <Table
        caption={t('admin.closedPreOrders.title')}
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(p) => p.Id}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('admin.closedPreOrders.error') : undefined}
        onRetry={refetch}
        empty={t('admin.closedPreOrders.empty')}
      />
      {data && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} label={t('admin.closedPreOrders.pages')} />}
    </section>
  );
}
