import type { SizeChart } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Pagination, paths, Table, type TableColumn } from 'shared-kernel';
import { useGetAdminSizeChartsQuery } from '../api/getSizeCharts';

/** /admin/sizeCharts: the overview with create and edit links. */
export function SizeChartsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAdminSizeChartsQuery({ page });

  const columns: TableColumn<SizeChart>[] = [
    { id: 'name', header: t('admin.sizeCharts.name'), cell: (s) => s.Name },
    { id: 'brand', header: t('admin.sizeCharts.brand'), cell: (s) => s.Brand },
    { id: 'size', header: t('admin.sizeCharts.dimensions'), cell: (s) => t('admin.sizeCharts.dimensionsValue', { rows: s.Rows, columns: s.Columns }) },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('admin.sizeCharts.actions')}</span>,
      align: 'end',
      cell: (s) => (
        <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.sizeChartEdit.path({ id: s.Id })} aria-label={t('admin.sizeCharts.editLabel', { name: s.Name })}>
          {t('admin.sizeCharts.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>{t('admin.sizeCharts.heading')}</h1>
        <Link className="ds-button ds-button--primary" to={paths.sizeChartCreate.path()}>
          {t('admin.sizeCharts.create')}
        </Link>
      </div>
      <Table
        caption={t('admin.sizeCharts.heading')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(s) => s.Id}
        loading={isLoading}
        error={isError ? t('admin.sizeCharts.loadError') : undefined}
        onRetry={refetch}
        empty={t('admin.sizeCharts.empty')}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </div>
  );
}
