import type { PreOrderSummary } from 'shared-kernel/contract';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, Link, Notice, Pagination, paths, roleFlags, Table, usePortal, type TableColumn } from 'shared-kernel';
import { useListPreOrdersQuery } from '../../../api/preOrder';
import { listQuery } from '../lib/listQuery';
import { DeadlineText } from './DeadlineText';
import { PreOrderStateText } from './PreOrderStateText';

/**
 * /customer/pre-orders: the company's pre-orders (12 per page) linking to their edit pages, and a
 * persistent notice to contact the salesman when there are none.
 */
export interface CustomerPreOrdersOverviewProps {
  /** the row's trade-show cell ("available offline"), composed in app/ from the offline feature */
  offlineCell?: (preOrderId: number) => ReactNode;
}

export function CustomerPreOrdersOverview({ offlineCell = () => null }: CustomerPreOrdersOverviewProps) {
  const intl = useIntl();
  const { session } = usePortal();
  const flags = roleFlags(session);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useListPreOrdersQuery({ query: listQuery({ Page: page }) });
  const t = (id: string) => intl.formatMessage({ id });
  // The spec puts a button to /salesman/pre-orders/create on this page, but only admins and salesmen
  // may create a pre-order (POST PreOrder is staff only; spec section 6). On a customer route that is
  // an admin or salesman impersonating the customer, so the button shows only while impersonating
  // (and, defensively, for a staff session); a customer, staff or marketing user would only meet a
  // guard. It carries the customer key so that the create page starts with this customer.
  const mayCreate = flags.impersonated || flags.isAdmin || flags.isSalesman;
  const empty = !!data && data.TotalCount === 0;

  const columns: TableColumn<PreOrderSummary>[] = [
    {
      id: 'brand',
      header: t('preorders.overview.brand'),
      cell: (p) => <strong>{p.Brand.Name}</strong>,
    },
    { id: 'collection', header: t('preorders.overview.collection'), cell: (p) => p.Collection.Name },
    { id: 'deadline', header: t('preorders.overview.deadline'), cell: (p) => <DeadlineText deadline={p.Deadline} expired={p.DeadlineExpired} /> },
    { id: 'state', header: t('preorders.overview.state'), cell: (p) => <PreOrderStateText state={p.State} /> },
    { id: 'lastUpdate', header: t('preorders.overview.lastUpdate'), cell: (p) => formatDate(p.LastUpdate) },
    // trade-show mode (issue 19): customers and staff make their own pre-orders available offline (marketing users edit none)
    ...(flags.isMarketing ? [] : [{ id: 'offline', header: t('preorders.offline.col.offline'), cell: (p: PreOrderSummary) => offlineCell(p.Id) }]),
    {
      id: 'open',
      header: <span className="ds-visually-hidden">{t('preorders.overview.actions')}</span>,
      align: 'end',
      cell: (p) => (
        <Link
          className="ds-button ds-button--sm ds-button--secondary"
          to={paths.customerPreOrderEdit.path({ id: p.Id })}
          aria-label={intl.formatMessage({ id: 'preorders.overview.openPreOrder' }, { brand: p.Brand.Name, collection: p.Collection.Name })}
        >
          <FormattedMessage id="preorders.overview.open" />
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="preorders.overview.customerTitle" />
        </h1>
        {mayCreate && (
          <Link className="ds-button ds-button--primary" to={paths.salesmanPreOrderCreate.path({ customerKey: session?.customerKey })}>
            <FormattedMessage id="preorders.overview.create" />
          </Link>
        )}
      </div>
      {empty ? (
        <Notice kind="info" title={t('preorders.overview.emptyTitle')}>
          <FormattedMessage id="preorders.overview.contactSalesman" />
        </Notice>
      ) : (
        <>
          <Table
            caption={t('preorders.overview.customerTable')}
            captionHidden
            columns={columns}
            rows={data?.Items ?? []}
            rowKey={(p) => p.Id}
            loading={isLoading || (isFetching && !data)}
            error={isError ? t('preorders.overview.error') : undefined}
            onRetry={refetch}
          />
          {data && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
        </>
      )}
    </div>
  );
}
