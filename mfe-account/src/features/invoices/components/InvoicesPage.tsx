import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Pagination, Table, TOAST_DURATION, formatDate, formatMoney, isPortalError, toast, toastPortalError, usePortal, useSearchParams, type TableColumn } from 'shared-kernel';
import type { Invoice } from 'shared-kernel/contract';
import { useGetInvoicePdfMutation, useListInvoicesQuery } from '../../../api/invoice';
import { filtersFromParams, filtersToParams, toQuery } from '../invoiceFilters';
import { InvoiceFilterForm } from './InvoiceFilterForm';

/**
 * /customer/account/invoices (customers): filters kept in the URL, a table with the invoice number as
 * PDF download, date and amount, and pagination.
 */
export function InvoicesPage() {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const [params, setParams] = useSearchParams();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = filtersFromParams(params);
  const { data, isLoading, isFetching, isError, error, refetch } = useListInvoicesQuery({ query: toQuery(filters, page) });
  const [download, { isLoading: downloading, originalArgs }] = useGetInvoicePdfMutation();

  // spec section 8: the server's Message and the generic text, 4 s; one toast per failure
  useEffect(() => {
    if (!error) return;
    const generic = intl.formatMessage({ id: 'account.invoices.loadFailed' });
    const message = isPortalError(error) ? error.message : null;
    toast('error', message ? `${message} ${generic}` : generic, TOAST_DURATION.long);
  }, [error, intl]);

  const filterKey = (() => {
    const p = new URLSearchParams(params);
    p.delete('page');
    return p.toString();
  })();

  const onDownload = async (n: string) => {
    try {
      await download({ params: { invoiceNumber: n } }).unwrap();
    } catch (e) {
      toastPortalError(e, t('account.invoices.downloadFailed'), TOAST_DURATION.long);
    }
  };

  const columns: TableColumn<Invoice>[] = [
    {
      id: 'number',
      header: t('account.invoices.number'),
      cell: (i) => (
        <Button variant="link" onClick={() => void onDownload(i.InvoiceNumber)} busy={downloading && originalArgs?.params.invoiceNumber === i.InvoiceNumber} aria-label={t('account.invoices.downloadLabel', { number: i.InvoiceNumber })}>
          {i.InvoiceNumber}
          <span className="ds-muted" aria-hidden="true">
            {' '}
            (PDF)
          </span>
        </Button>
      ),
    },
    { id: 'date', header: t('account.invoices.date'), cell: (i) => formatDate(i.Date) },
    { id: 'amount', header: t('account.invoices.amount'), align: 'end', cell: (i) => formatMoney(i.TotalAmount, locale, session?.customerCurrencySymbol || '€') },
  ];

  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id="account.invoices.title" />
      </h1>
      <InvoiceFilterForm
        key={filterKey}
        initial={filters}
        onApply={(f) => setParams(filtersToParams(f))}
        onReset={() => setParams(new URLSearchParams())}
      />
      <Table
        caption={t('account.invoices.title')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(i) => i.InvoiceNumber}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('account.invoices.loadFailed') : undefined}
        onRetry={() => void refetch()}
        empty={t('account.invoices.empty')}
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
