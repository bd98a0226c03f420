import type { PreOrderSheet, PreOrderSummary } from 'shared-kernel/contract';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, formatDate, Link, Pagination, paths, Table, type TableColumn } from 'shared-kernel';
import { useListForecastedPreOrdersQuery, useListPreOrdersQuery } from '../../../api/preOrder';
import { useListPreOrderSheetsQuery } from '../../../api/preOrderSheet';
import { listQuery, OVERVIEW_PAGE_SIZE } from '../lib/listQuery';
import { useRunningFilters } from '../hooks/useRunningFilters';
import { DeadlineText } from './DeadlineText';
import { PreOrderStateText } from './PreOrderStateText';
import { RunningFiltersPanel } from './RunningFiltersPanel';

/**
 * A part of the overview under its heading. Not a named region: its table's scroll area is one already, named
 * by the table's caption, which is this heading's text (two landmarks of one name: axe's landmark-unique).
 */
function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="ds-stack">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /salesman/pre-orders: running negotiations with filters kept in the URL, assignable (forecasted)
 * pre-orders and the open sheets; 12 rows per page each (spec section 9).
 */
export interface SalesmanPreOrdersOverviewProps {
  /** the row's trade-show cell ("available offline"), composed in app/ from the offline feature */
  offlineCell?: (preOrderId: number) => ReactNode;
}

export function SalesmanPreOrdersOverview({ offlineCell = () => null }: SalesmanPreOrdersOverviewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { filters, query, update } = useRunningFilters();
  const running = useListPreOrdersQuery({ query });
  const [forecastPage, setForecastPage] = useState(1);
  const forecasted = useListForecastedPreOrdersQuery({ query: listQuery({ Page: forecastPage }) });
  const [sheetPage, setSheetPage] = useState(1);
  const sheets = useListPreOrderSheetsQuery({ query: { Page: sheetPage, PageSize: OVERVIEW_PAGE_SIZE, State: '0', open: 'true' } });

  const customerCell = (p: PreOrderSummary) => (
    <Link to={paths.salesmanPreOrderEdit.path({ id: p.Id })}>
      {p.Customer} <span className="ds-muted">({p.CustomerAltKey})</span>
    </Link>
  );
  const unreadCell = (p: PreOrderSummary) => (p.UnreadMessages > 0 ? <Badge count={p.UnreadMessages} label={t('preorders.overview.unread', { count: p.UnreadMessages })} /> : null);

  const runningColumns: TableColumn<PreOrderSummary>[] = [
    { id: 'customer', header: t('preorders.overview.customer'), cell: customerCell },
    { id: 'brand', header: t('preorders.overview.brand'), cell: (p) => p.Brand.Name },
    { id: 'collection', header: t('preorders.overview.collection'), cell: (p) => p.Collection.Name },
    { id: 'state', header: t('preorders.overview.state'), cell: (p) => <PreOrderStateText state={p.State} /> },
    { id: 'deadline', header: t('preorders.overview.deadline'), cell: (p) => <DeadlineText deadline={p.Deadline} expired={p.DeadlineExpired} /> },
    { id: 'lastUpdate', header: t('preorders.overview.lastUpdate'), cell: (p) => formatDate(p.LastUpdate) },
    { id: 'messages', header: t('preorders.overview.messages'), align: 'center', cell: unreadCell },
    // trade-show mode (issue 19): make a negotiation available offline from the list
    { id: 'offline', header: t('preorders.offline.col.offline'), cell: (p) => offlineCell(p.Id) },
  ];

  const forecastColumns: TableColumn<PreOrderSummary>[] = [
    { id: 'customer', header: t('preorders.overview.customer'), cell: (p) => (
      <>
        {p.Customer} <span className="ds-muted">({p.CustomerAltKey})</span>
      </>
    ) },
    { id: 'brand', header: t('preorders.overview.brand'), cell: (p) => p.Brand.Name },
    { id: 'collection', header: t('preorders.overview.collection'), cell: (p) => p.Collection.Name },
    { id: 'deadline', header: t('preorders.overview.deadline'), cell: (p) => <DeadlineText deadline={p.Deadline} expired={p.DeadlineExpired} /> },
    {
      id: 'assign',
      header: <span className="ds-visually-hidden">{t('preorders.overview.actions')}</span>,
      align: 'end',
      cell: (p) => (
        <Link className="ds-button ds-button--sm ds-button--primary" to={paths.salesmanPreOrderCreate.path({ customerKey: p.CustomerKey, id: p.Id })} aria-label={t('preorders.overview.assignFor', { customer: p.Customer, collection: p.Collection.Name })}>
          <FormattedMessage id="preorders.overview.assign" />
        </Link>
      ),
    },
  ];

  const sheetColumns: TableColumn<PreOrderSheet>[] = [
    { id: 'name', header: t('preorders.overview.sheet'), cell: (s) => <strong>{s.Name}</strong> },
    { id: 'brand', header: t('preorders.overview.brand'), cell: (s) => s.Brand.Name },
    { id: 'collection', header: t('preorders.overview.collection'), cell: (s) => s.Collection.Name },
    { id: 'deadline', header: t('preorders.overview.deadline'), cell: (s) => formatDate(s.Deadline) },
    { id: 'discount', header: t('preorders.overview.maximumDiscount'), align: 'end', cell: (s) => `${s.MaximumDiscount}%` },
    {
      id: 'create',
      header: <span className="ds-visually-hidden">{t('preorders.overview.actions')}</span>,
      align: 'end',
      cell: (s) => (
        <Link className="ds-button ds-button--sm ds-button--secondary" to={paths.salesmanPreOrderCreate.path({ sheetId: s.Id })} aria-label={t('preorders.overview.createOnSheet', { sheet: s.Name })}>
          <FormattedMessage id="preorders.overview.createOn" />
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="preorders.overview.salesmanTitle" />
        </h1>
        <Link className="ds-button ds-button--primary" to={paths.salesmanPreOrderCreate.path()}>
          <FormattedMessage id="preorders.overview.create" />
        </Link>
      </div>

      <Section title={t('preorders.overview.running')}>
        <RunningFiltersPanel filters={filters} groups={running.data?.Filters} onChange={update} />
        <Table
          caption={t('preorders.overview.running')}
          captionHidden
          columns={runningColumns}
          rows={running.data?.Items ?? []}
          rowKey={(p) => p.Id}
          loading={running.isLoading || (running.isFetching && !running.data)}
          error={running.isError ? t('preorders.overview.error') : undefined}
          onRetry={running.refetch}
          empty={t('preorders.overview.runningEmpty')}
        />
        {running.data && <Pagination page={filters.page} pageCount={running.data.PageCount} onPageChange={(page) => update({ page })} label={t('preorders.overview.runningPages')} />}
      </Section>

      <Section title={t('preorders.overview.forecasted')}>
        <p className="ds-muted">
          <FormattedMessage id="preorders.overview.forecastedHint" />
        </p>
        <Table
          caption={t('preorders.overview.forecasted')}
          captionHidden
          columns={forecastColumns}
          rows={forecasted.data?.Items ?? []}
          rowKey={(p) => p.Id}
          loading={forecasted.isLoading || (forecasted.isFetching && !forecasted.data)}
          error={forecasted.isError ? t('preorders.overview.error') : undefined}
          onRetry={forecasted.refetch}
          empty={t('preorders.overview.forecastedEmpty')}
        />
        {forecasted.data && <Pagination page={forecastPage} pageCount={forecasted.data.PageCount} onPageChange={setForecastPage} label={t('preorders.overview.forecastedPages')} />}
      </Section>

      <Section title={t('preorders.overview.sheets')}>
        <Table
          caption={t('preorders.overview.sheets')}
          captionHidden
          columns={sheetColumns}
          rows={sheets.data?.Items ?? []}
          rowKey={(s) => s.Id}
          loading={sheets.isLoading || (sheets.isFetching && !sheets.data)}
          error={sheets.isError ? t('preorders.overview.sheetsError') : undefined}
          onRetry={sheets.refetch}
          empty={t('preorders.overview.sheetsEmpty')}
        />
        {sheets.data && <Pagination page={sheetPage} pageCount={sheets.data.PageCount} onPageChange={setSheetPage} label={t('preorders.overview.sheetsPages')} />}
      </Section>
    </div>
  );
}
