import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Pagination, paths, Table, TOAST_DURATION, formatDate, formatMoney, roleFlags, toast, usePortal, useSearchParams, type TableColumn } from 'shared-kernel';
import { useListBackordersQuery, useListOrderHistoryQuery } from '../../../api/order';
import type { OrderListKind, OrderListRow } from '../types';
import { DropshipmentIcon } from './DropshipmentIcon';
import { useStatusText } from './OrderStatus';

/** Spec section 8: the orders list failure toast shows 4 s, the backorders one 2 s. */
export const LIST_FAILURE_TOAST_MS: Record<OrderListKind, number> = { history: TOAST_DURATION.long, backorders: TOAST_DURATION.short };

const DETAIL = { history: paths.historyDetail, backorders: paths.backorderDetail } as const;

/** The order history or backorder list: a paged table (page kept in the URL), rows linking to the detail. */
export function OrdersList({ kind }: { kind: OrderListKind }) {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const { isMarketing } = roleFlags(session);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const history = useListOrderHistoryQuery({ query: { page } }, { skip: kind !== 'history' });
  const backorders = useListBackordersQuery({ query: { page } }, { skip: kind !== 'backorders' });
  const { data, isLoading, isFetching, isError, error, refetch } = kind === 'history' ? history : backorders;

  // one toast per failure (a new error object per failed request)
  useEffect(() => {
    if (error) toast('error', intl.formatMessage({ id: 'account.history.loadFailed' }), LIST_FAILURE_TOAST_MS[kind]);
  }, [error, intl, kind]);

  const symbol = session?.customerCurrencySymbol || '€';
  const columns: TableColumn<OrderListRow>[] = [
    {
      id: 'number',
      header: t('account.history.orderNumber'),
      cell: (o) => (
        <Link to={DETAIL[kind].path({ id: o.Id })} aria-label={t('account.history.openOrder', { number: o.OrderNumber })}>
          {o.OrderNumber}
        </Link>
      ),
    },
    { id: 'reference', header: t('account.history.reference'), cell: (o) => o.CustomerOrderDescription || o.Reference || <span className="ds-muted">—</span> },
    { id: 'date', header: t('account.history.date'), cell: (o) => formatDate(o.OrderDate) },
    { id: 'status', header: t('account.history.status'), cell: (o) => <StatusCell status={o.Status} /> },
    {
      id: 'dropshipment',
      header: t('account.history.dropshipmentColumn'),
      align: 'center',
      cell: (o) => (o.IsDropshipment ? <DropshipmentIcon /> : null),
    },
    ...(isMarketing ? [] : [{ id: 'total', header: t('account.history.total'), align: 'end' as const, cell: (o: OrderListRow) => formatMoney(o.Total, locale, symbol) }]),
  ];

  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id={kind === 'history' ? 'account.history.title' : 'account.backorders.title'} />
      </h1>
      <p className="ds-muted">
        <FormattedMessage id={kind === 'history' ? 'account.history.intro' : 'account.backorders.intro'} />
      </p>
      <Table
        caption={t(kind === 'history' ? 'account.history.title' : 'account.backorders.title')}
        captionHidden
        columns={columns}
        rows={(data?.Items ?? []) as OrderListRow[]}
        rowKey={(o) => o.Id}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('account.history.loadFailed') : undefined}
        onRetry={() => void refetch()}
        empty={t(kind === 'history' ? 'account.history.empty' : 'account.backorders.empty')}
      />
      {data && (
        <Pagination
          page={page}
          pageCount={data.PageCount}
          onPageChange={(p) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              next.set('page', String(p));
              return next;
            })
          }
        />
      )}
    </div>
  );
}

function StatusCell({ status }: { status: string }) {
  const text = useStatusText();
  return <span>{text(status)}</span>;
}
