import type { SalesmanHit, SheetReport } from 'shared-kernel/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Combobox, EmptyState, ErrorState, formatDate, LoadingState, Notice, roleFlags, Select, Table, toast, TOAST_DURATION, toastPortalError, useDebouncedValue, usePortal, type TableColumn } from 'shared-kernel';
import { useSalesmanAutocompleteQuery } from '../../../api/account';
import { useListAvailableCountriesQuery } from '../../../api/country';
import { useExportSheetReportMutation, useGetSheetReportQuery, useListPreOrderSheetsQuery, type ReportQuery } from '../../../api/preOrderSheet';

/** The most sheets the report page lists in its select (the list call allows up to 500). */
export const REPORT_SHEETS_PAGE_SIZE = 500;
/** the report's filters; empty ones are left out of the query */
const reportQuery = (sheetId: number, salesmanId?: string, country?: string): ReportQuery => ({ sheetId, salesmanId: salesmanId || undefined, country: country || undefined });
import { ReportChart } from './ReportChart';
import { SheetStateBadge } from './SheetStateBadge';
import styles from './ReportsPage.module.css';

/** The salesman search needs 2 characters and waits 300 ms. */
export const SALESMAN_SEARCH_MIN = 2;
export const SALESMAN_SEARCH_DEBOUNCE_MS = 300;
/** statistics labels mock-api answers that have a translation; others are shown as answered */
const KNOWN_STATS = ['PreOrders', 'Sent', 'Closed', 'Amount', 'Total'];
type Statistic = SheetReport['Statistics'][number];

/** /admin/reports: choose a sheet, see its data and statistics (table and bar chart), filter by salesman and country, export. */
export function ReportsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { session } = usePortal();
  const [sheetId, setSheetId] = useState<number | null>(null);
  const [salesman, setSalesman] = useState<SalesmanHit | null>(null);
  const [salesmanText, setSalesmanText] = useState('');
  const [country, setCountry] = useState('');
  const salesmanSearch = useDebouncedValue(salesmanText.trim(), SALESMAN_SEARCH_DEBOUNCE_MS);
  const searchEnabled = salesmanSearch.length >= SALESMAN_SEARCH_MIN && salesmanSearch !== salesman?.Name;

  const sheets = useListPreOrderSheetsQuery({ query: { Page: 1, PageSize: REPORT_SHEETS_PAGE_SIZE } });
  const countries = useListAvailableCountriesQuery();
  const salesmen = useSalesmanAutocompleteQuery({ query: { search: salesmanSearch } }, { skip: !searchEnabled });
  const filter: ReportQuery | null = sheetId === null ? null : reportQuery(sheetId, salesman?.Id, country);
  const report = useGetSheetReportQuery({ query: filter ?? { sheetId: 0 } }, { skip: filter === null });
  const [exportReport, exportState] = useExportSheetReportMutation();

  const statLabel = (s: Statistic) => (KNOWN_STATS.includes(s.Label) ? t(`preorders.reports.stat.${s.Label}`) : s.Label);
  const stats = report.data?.Statistics;
  const chartLabels = useMemo(() => (stats ?? []).map((s) => (KNOWN_STATS.includes(s.Label) ? intl.formatMessage({ id: `preorders.reports.stat.${s.Label}` }) : s.Label)), [stats, intl]);
  const chartValues = useMemo(() => (stats ?? []).map((s) => s.Value), [stats]);

  if (!roleFlags(session).isAdmin) {
    return (
      <div className="ds-page">
        <Notice kind="error">
          <FormattedMessage id="preorders.sheets.adminOnly" />
        </Notice>
      </div>
    );
  }

  const doExport = async () => {
    if (!filter) return;
    try {
      const name = await exportReport({ query: filter }).unwrap();
      toast('success', t('preorders.reports.exported', { name }), TOAST_DURATION.normal);
    } catch (e) {
      toastPortalError(e, t('preorders.reports.exportFailed'));
    }
  };
  const chooseSalesman = (hit: SalesmanHit) => {
    setSalesman(hit);
    setSalesmanText(hit.Name);
  };
  const clearSalesman = () => {
    setSalesman(null);
    setSalesmanText('');
  };

  const sheetOptions = (sheets.data?.Items ?? []).map((s) => ({ value: String(s.Id), label: `${s.Name} – ${s.Brand.Name} (${s.Collection.Name})` }));
  const countryOptions = [{ value: '', label: t('preorders.reports.allCountries') }, ...(countries.data ?? []).map((c) => ({ value: c.Iso2, label: c.OverviewName }))];
  const columns: TableColumn<Statistic>[] = [
    { id: 'label', header: t('preorders.reports.label'), cell: statLabel },
    { id: 'value', header: t('preorders.reports.value'), align: 'end', cell: (s) => intl.formatNumber(s.Value) },
    { id: 'display', header: t('preorders.reports.displayValue'), align: 'end', cell: (s) => s.DisplayValue },
  ];
  const salesmanStatus = !searchEnabled ? undefined : salesmen.isFetching ? t('preorders.reports.searching') : salesmen.isError ? t('preorders.reports.salesmanSearchFailed') : t('preorders.reports.noSalesmen');

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="preorders.reports.title" />
        </h1>
        <Button variant="primary" disabled={!filter || !report.data} busy={exportState.isLoading} onClick={() => void doExport()}>
          <FormattedMessage id="preorders.reports.export" />
        </Button>
      </div>

      <section className="ds-card ds-stack" aria-label={t('preorders.reports.filters')}>
        {sheets.isLoading ? (
          <LoadingState />
        ) : sheets.isError ? (
          <ErrorState message={t('preorders.reports.sheetsLoadFailed')} onRetry={() => void sheets.refetch()} />
        ) : sheetOptions.length === 0 ? (
          <EmptyState message={t('preorders.reports.noSheets')} />
        ) : (
          <Select
            variant="dropdown"
            label={t('preorders.reports.sheet')}
            placeholder={t('preorders.reports.chooseSheet')}
            options={sheetOptions}
            value={sheetId === null ? null : String(sheetId)}
            onChange={(v) => setSheetId(Number(v))}
          />
        )}
        <div className={`ds-grid ${styles.filters}`}>
          <div className={`ds-row ${styles.salesman}`}>
            <div className={styles.grow}>
              <Combobox<SalesmanHit>
                label={t('preorders.reports.salesman')}
                placeholder={t('preorders.reports.salesmanPlaceholder')}
                value={salesmanText}
                onValueChange={(v) => {
                  setSalesmanText(v);
                  if (salesman && v !== salesman.Name) setSalesman(null);
                }}
                items={searchEnabled && salesmen.data && !salesmen.isFetching ? salesmen.data : []}
                itemKey={(s) => s.Id}
                enabled={searchEnabled}
                status={salesmanStatus}
                onSelect={chooseSalesman}
                renderItem={(s) => s.Name}
              />
            </div>
            {salesman && (
              <Button size="sm" variant="secondary" onClick={clearSalesman} aria-label={t('preorders.reports.clearSalesman', { name: salesman.Name })}>
                ×
              </Button>
            )}
          </div>
          <Select variant="dropdown" label={t('preorders.reports.country')} options={countryOptions} value={country} onChange={setCountry} disabled={countries.isLoading} />
        </div>
      </section>

      {filter === null ? (
        <EmptyState message={t('preorders.reports.chooseSheetFirst')} />
      ) : report.isLoading ? (
        <LoadingState />
      ) : report.isError || !report.data ? (
        <ErrorState message={t('preorders.reports.loadFailed')} onRetry={() => void report.refetch()} />
      ) : (
        <div className="ds-stack" aria-busy={report.isFetching || undefined}>
          <ReportData report={report.data} />
          <section className="ds-card ds-stack" aria-labelledby="report-statistics">
            <h2 id="report-statistics" className={styles.flush}>
              <FormattedMessage id="preorders.reports.statistics" />
            </h2>
            <Table
              caption={t('preorders.reports.statistics')}
              captionHidden
              columns={columns}
              rows={report.data.Statistics}
              rowKey={(s) => s.Label}
              loading={report.isFetching}
              empty={t('preorders.reports.noStatistics')}
            />
            {report.data.Statistics.length > 0 && (
              <ReportChart label={t('preorders.reports.chartLabel')} datasetLabel={t('preorders.reports.value')} labels={chartLabels} values={chartValues} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** The sheet's data block: brand, collection, start, deadline, status, last update, product count. */
function ReportData({ report }: { report: SheetReport }) {
  const d = report.Data;
  const orDash = (v: string | null) => (v ? formatDate(v) : '–');
  const rows: [string, ReactNode][] = [
    ['preorders.reports.brand', d.BrandCode],
    ['preorders.reports.collection', d.CollectionName],
    ['preorders.reports.startDate', orDash(d.StartDate)],
    ['preorders.reports.deadline', formatDate(d.Deadline)],
    ['preorders.reports.status', <SheetStateBadge key="s" state={d.Status} />],
    ['preorders.reports.lastUpdate', orDash(d.LastUpdate)],
    ['preorders.reports.productCount', d.ProductCount],
  ];
  return (
    <section className="ds-card" aria-labelledby="report-data">
      <h2 id="report-data" className={styles.dataTitle}>
        <FormattedMessage id="preorders.reports.data" />
      </h2>
      <dl className={`ds-grid ${styles.figures}`}>
        {rows.map(([id, value]) => (
          <div key={id}>
            <dt className="ds-muted">
              <FormattedMessage id={id} />
            </dt>
            <dd className={styles.figure}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
