import type { SizeChart } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { buttonClass, Link, paths, type TableColumn } from 'shared-kernel';
import { SIZE_CHARTS_PAGE_SIZE, useListSizeChartsQuery } from '../../../api/sizeChart';
import { ResourceListPage, type ResourceListQuery } from '../../../components/ResourceListPage';

function useSizeCharts({ page, search }: ResourceListQuery) {
  return useListSizeChartsQuery({ query: { Page: page, PageSize: SIZE_CHARTS_PAGE_SIZE, search: search || undefined } });
}

/** /admin/sizeCharts: the overview (searched by name or brand) with create and edit links. */
export function SizeChartsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const columns: TableColumn<SizeChart>[] = [
    { id: 'name', header: t('admin.sizeCharts.name'), cell: (s) => s.Name },
    { id: 'brand', header: t('admin.sizeCharts.brand'), cell: (s) => s.Brand },
    { id: 'size', header: t('admin.sizeCharts.dimensions'), cell: (s) => t('admin.sizeCharts.dimensionsValue', { rows: s.Rows, columns: s.Columns }) },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('admin.sizeCharts.actions')}</span>,
      align: 'end',
      cell: (s) => (
        <Link className={buttonClass('secondary', 'sm')} to={paths.sizeChartEdit.path({ id: s.Id })} aria-label={t('admin.sizeCharts.editLabel', { name: s.Name })}>
          {t('admin.sizeCharts.edit')}
        </Link>
      ),
    },
  ];

  return (
    <ResourceListPage
      heading={t('admin.sizeCharts.heading')}
      create={{ to: paths.sizeChartCreate.path(), label: t('admin.sizeCharts.create') }}
      searchLabel={t('admin.sizeCharts.search')}
      useList={useSizeCharts}
      columns={columns}
      rowKey={(s) => s.Id}
      loadError={t('admin.sizeCharts.loadError')}
      empty={t('admin.sizeCharts.empty')}
    />
  );
}
