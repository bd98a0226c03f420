import type { PreOrderSummary } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, formatDate, isPortalError, Pagination, Table, toast, TOAST_DURATION, toastPortalError, type TableColumn } from 'shared-kernel';
import { useExportPreOrderMutation, useListPreOrdersQuery, useResendPreOrderMutation } from '../../../api/preOrder';
import { ADMIN_PAGE_SIZE } from '../lib/types';
import styles from './AdminPreOrdersTable.module.css';

/** The toast of a refused resend: the API's Message when it names the AX warning already (mock-api does), else our text with it. */
export function axRefusal(message: string, withWarning: string): string {
  return /AX[- ]?warning/i.test(message) ? message : withWarning;
}

interface Props {
  /** heading and caption message id */
  titleId: string;
  /** empty-list message id */
  emptyId: string;
  /** only pre-orders in this state (3 = closed) */
  state?: number;
  /** show the process date column (processing list) */
  showProcessDate?: boolean;
}

/** Pre-orders of all customers, 12 per page, each with export (CSV) and resend (to AX). */
export function AdminPreOrdersTable({ titleId, emptyId, state, showProcessDate }: Props) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isFetching, isLoading, isError, refetch } = useListPreOrdersQuery({ query: { Page: page, PageSize: ADMIN_PAGE_SIZE, ...(state !== undefined ? { State: String(state) } : {}) } });
  const [exportPreOrder] = useExportPreOrderMutation();
  const [resendPreOrder] = useResendPreOrderMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const run = async (key: string, action: () => Promise<void>, failure: string) => {
    setBusy(key);
    try {
      await action();
    } catch (e) {
      toastPortalError(e, t(failure));
    } finally {
      setBusy(null);
    }
  };
  const doExport = (p: PreOrderSummary) =>
    run(`export-${p.Id}`, async () => void (await exportPreOrder({ params: { id: p.Id } }).unwrap()), 'preorders.sheets.exportFailed');
  /** 200: sent (success toast); 400 {Message, AxWarningId}: AX refused it and raised an AX warning (error toast with the Message) */
  const doResend = async (p: PreOrderSummary) => {
    setBusy(`resend-${p.Id}`);
    try {
      await resendPreOrder({ params: { id: p.Id } }).unwrap();
      toast('success', t('preorders.sheets.resent', { id: p.Id }), TOAST_DURATION.normal);
    } catch (e) {
      if (isPortalError(e) && e.status === 400 && e.message) toast('error', axRefusal(e.message, t('preorders.sheets.axRefused', { id: p.Id, message: e.message })), TOAST_DURATION.long);
      else toastPortalError(e, t('preorders.sheets.resendFailed'));
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<PreOrderSummary>[] = [
    { id: 'id', header: t('preorders.sheets.preOrderId'), cell: (p) => p.Id },
    {
      id: 'customer',
      header: t('preorders.sheets.customer'),
      cell: (p) => (
        <>
          {p.Customer} <span className="ds-muted">({p.CustomerAltKey})</span>
        </>
      ),
    },
    { id: 'brand', header: t('preorders.sheets.brand'), cell: (p) => p.Brand.Name },
    { id: 'season', header: t('preorders.sheets.season'), cell: (p) => p.Collection.Name },
    { id: 'reference', header: t('preorders.sheets.orderReference'), cell: (p) => p.OrderReference },
    { id: 'salesman', header: t('preorders.sheets.salesman'), cell: (p) => p.SalesMan },
    showProcessDate
      ? { id: 'processed', header: t('preorders.sheets.processDate'), cell: (p) => formatDate(p.ProcessDate) }
      : { id: 'updated', header: t('preorders.sheets.lastUpdate'), cell: (p) => formatDate(p.LastUpdate) },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('preorders.sheets.actions')}</span>,
      align: 'end',
      cell: (p) => (
        <div className={`ds-row ds-row--end ${styles.actions}`}>
          <Button size="sm" busy={busy === `export-${p.Id}`} onClick={() => void doExport(p)} aria-label={t('preorders.sheets.exportNamed', { id: p.Id })}>
            <FormattedMessage id="preorders.sheets.export" />
          </Button>
          <Button size="sm" busy={busy === `resend-${p.Id}`} onClick={() => void doResend(p)} aria-label={t('preorders.sheets.resendNamed', { id: p.Id })}>
            <FormattedMessage id="preorders.sheets.resend" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="ds-stack">
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <Table
        caption={t(titleId)}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(p) => p.Id}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('preorders.sheets.preOrdersLoadFailed') : undefined}
        onRetry={refetch}
        empty={t(emptyId)}
      />
      {data && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </section>
  );
}
