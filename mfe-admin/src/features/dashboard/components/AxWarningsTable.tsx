import type { AxWarning } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmDialog, formatDate, Pagination, roleFlags, Table, toast, toastPortalError, usePortal, type TableColumn } from 'shared-kernel';
import { AX_WARNINGS_PAGE_SIZE, useExportAxWarningMutation, useIgnoreAxWarningMutation, useListAxWarningsQuery, useResendAxWarningMutation } from '../../../api/axWarning';

type Action = 'resend' | 'export';

/** AX warnings, 6 per page, with resend, ignore (after a question) and export (export.csv) per row. */
export function AxWarningsTable() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { session } = usePortal();
  // spec section 6: only the admin resends, ignores and exports
  const { isAdmin } = roleFlags(session);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ id: number; action: Action } | null>(null);
  const [toIgnore, setToIgnore] = useState<AxWarning | null>(null);
  const { data, isLoading, isFetching, isError, refetch } = useListAxWarningsQuery({ query: { Page: page, PageSize: AX_WARNINGS_PAGE_SIZE } });
  const [resend] = useResendAxWarningMutation();
  const [ignore] = useIgnoreAxWarningMutation();
  const [exportCsv] = useExportAxWarningMutation();

  // a page left empty by an ignore: go back one
  if (data && page > 1 && data.Items.length === 0 && !isFetching) setPage(Math.max(1, Math.min(page - 1, data.PageCount)));

  const run = async (w: AxWarning, action: Action) => {
    setPending({ id: w.Id, action });
    try {
      if (action === 'resend') await resend({ params: { id: w.Id } }).unwrap();
      else await exportCsv({ params: { id: w.Id } }).unwrap();
      toast('success', t(`admin.axWarnings.${action}.success`, { reference: w.OrderReference }), 3000);
    } catch (e) {
      toastPortalError(e, t(`admin.axWarnings.${action}.failure`));
    } finally {
      setPending(null);
    }
  };

  const confirmIgnore = async () => {
    if (!toIgnore) return;
    try {
      await ignore({ params: { id: toIgnore.Id } }).unwrap();
      toast('success', t('admin.axWarnings.ignore.success', { reference: toIgnore.OrderReference }), 3000);
    } catch (e) {
      toastPortalError(e, t('admin.axWarnings.ignore.failure'));
      throw e;
    }
  };

  const busy = (w: AxWarning, action: Action) => pending?.id === w.Id && pending.action === action;
  const dataColumns: TableColumn<AxWarning>[] = [
    { id: 'warning', header: t('admin.axWarnings.warning'), cell: (w) => w.Warning },
    { id: 'type', header: t('admin.axWarnings.type'), cell: (w) => w.Type },
    { id: 'altKey', header: t('admin.axWarnings.customerAltKey'), cell: (w) => w.CustomerAltKey },
    { id: 'name', header: t('admin.axWarnings.customerName'), cell: (w) => w.CustomerName },
    { id: 'reference', header: t('admin.axWarnings.orderReference'), cell: (w) => w.OrderReference },
    { id: 'date', header: t('admin.axWarnings.processDate'), cell: (w) => formatDate(w.ProcessDate), width: '8rem' },
  ];
  const actionColumn: TableColumn<AxWarning> = {
    id: 'actions',
    header: <span className="ds-visually-hidden">{t('admin.axWarnings.actions')}</span>,
    align: 'end',
    cell: (w) => {
      const label = (action: string) => t(`admin.axWarnings.${action}.label`, { reference: w.OrderReference || String(w.Id) });
      return (
        <div className="ds-row ds-row--end">
          <Button size="sm" busy={busy(w, 'resend')} disabled={pending?.id === w.Id} aria-label={label('resend')} onClick={() => run(w, 'resend')}>
            {t('admin.axWarnings.resend.button')}
          </Button>
          <Button size="sm" busy={busy(w, 'export')} disabled={pending?.id === w.Id} aria-label={label('export')} onClick={() => run(w, 'export')}>
            {t('admin.axWarnings.export.button')}
          </Button>
          <Button size="sm" variant="danger" disabled={pending?.id === w.Id} aria-label={label('ignore')} onClick={() => setToIgnore(w)}>
            {t('admin.axWarnings.ignore.button')}
          </Button>
        </div>
      );
    },
  };
  const columns = isAdmin ? [...dataColumns, actionColumn] : dataColumns;

  return (
    <section className="ds-stack">
      <Table
        caption={t('admin.axWarnings.title')}
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(w) => w.Id}
        loading={isLoading}
        error={isError ? t('admin.axWarnings.error') : undefined}
        onRetry={refetch}
        empty={t('admin.axWarnings.empty')}
      />
      {data && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} label={t('admin.axWarnings.pages')} />}
      <ConfirmDialog
        open={toIgnore !== null}
        onOpenChange={(open) => !open && setToIgnore(null)}
        title={t('admin.axWarnings.ignore.title')}
        question={t('admin.axWarnings.ignore.question', { reference: toIgnore?.OrderReference ?? '', customer: toIgnore?.CustomerName ?? '' })}
        confirmLabel={t('admin.axWarnings.ignore.button')}
        cancelLabel={t('admin.axWarnings.ignore.cancel')}
        onConfirm={confirmIgnore}
        danger
      />
    </section>
  );
}
