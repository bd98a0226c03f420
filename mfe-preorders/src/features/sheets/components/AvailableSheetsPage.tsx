import type { PreOrderSheet } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, formatDate, Link, Pagination, paths, Table, toastPortalError, useNavigate, type TableColumn } from 'shared-kernel';
import { useCopyPreOrderSheetMutation, useListPreOrderSheetsQuery } from '../../../api/preOrderSheet';
import { ADMIN_PAGE_SIZE } from '../lib/types';
import { SheetStateBadge } from './SheetStateBadge';
import styles from './AvailableSheetsPage.module.css';

/** /admin/pre-orders/beschikbare-fiches: the sheets, 12 per page, with copy, edit and create. */
export function AvailableSheetsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, isFetching, isLoading, isError, refetch } = useListPreOrderSheetsQuery({ query: { Page: page, PageSize: ADMIN_PAGE_SIZE } });
  const [copySheet] = useCopyPreOrderSheetMutation();
  const [copying, setCopying] = useState<number | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const copy = async (sheet: PreOrderSheet) => {
    setCopying(sheet.Id);
    try {
      const newId = await copySheet({ params: { id: sheet.Id } }).unwrap();
      navigate(paths.sheetEdit.path({ id: newId }));
    } catch (e) {
      toastPortalError(e, t('preorders.sheets.copyFailed'));
      setCopying(null);
    }
  };

  const columns: TableColumn<PreOrderSheet>[] = [
    { id: 'brand', header: t('preorders.sheets.brand'), cell: (s) => s.Brand.Name },
    { id: 'season', header: t('preorders.sheets.season'), cell: (s) => s.Collection.Name },
    { id: 'name', header: t('preorders.sheets.name'), cell: (s) => <Link to={paths.sheetEdit.path({ id: s.Id })}>{s.Name}</Link> },
    { id: 'deadline', header: t('preorders.sheets.deadline'), cell: (s) => formatDate(s.Deadline) },
    { id: 'state', header: t('preorders.sheets.state'), cell: (s) => <SheetStateBadge state={s.State} /> },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('preorders.sheets.actions')}</span>,
      align: 'end',
      cell: (s) => (
        <div className={`ds-row ds-row--end ${styles.actions}`}>
          <Button size="sm" busy={copying === s.Id} disabled={copying !== null && copying !== s.Id} onClick={() => void copy(s)} aria-label={t('preorders.sheets.copyNamed', { name: s.Name })}>
            <FormattedMessage id="preorders.sheets.copy" />
          </Button>
          <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.sheetEdit.path({ id: s.Id })} aria-label={t('preorders.sheets.editNamed', { name: s.Name })}>
            <FormattedMessage id="preorders.sheets.edit" />
          </Link>
        </div>
      ),
    },
  ];

  return (
    <section className="ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id="preorders.sheets.title" />
        </h1>
        <Link className="ds-button ds-button--primary" to={paths.sheetCreate.path()}>
          <FormattedMessage id="preorders.sheets.create" />
        </Link>
      </div>
      <Table
        caption={t('preorders.sheets.title')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(s) => s.Id}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('preorders.sheets.loadFailed') : undefined}
        onRetry={refetch}
        empty={t('preorders.sheets.empty')}
      />
      {data && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </section>
  );
}
