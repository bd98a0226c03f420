import type { Country } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Pagination, paths, Table, type TableColumn } from 'shared-kernel';
import { useGetAdminCountriesQuery } from '../api/getCountries';

/** /admin/countries: the overview (100 per page); countries are not created here, only edited. */
export function CountriesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAdminCountriesQuery({ page });

  const columns: TableColumn<Country>[] = [
    { id: 'name', header: t('admin.countries.name'), cell: (c) => c.OverviewName },
    { id: 'iso2', header: t('admin.countries.iso2'), cell: (c) => c.Iso2, width: '6rem' },
    {
      id: 'available',
      header: t('admin.countries.available'),
      cell: (c) => (c.IsAvailable ? <strong>{t('admin.countries.yes')}</strong> : <span className="ds-muted">{t('admin.countries.no')}</span>),
    },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('admin.countries.actions')}</span>,
      align: 'end',
      cell: (c) => (
        <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.countryEdit.path({ id: c.Id })} aria-label={t('admin.countries.editLabel', { name: c.OverviewName })}>
          {t('admin.countries.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <h1>{t('admin.countries.heading')}</h1>
      <Table
        caption={t('admin.countries.heading')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(c) => c.Id}
        loading={isLoading}
        error={isError ? t('admin.countries.loadError') : undefined}
        onRetry={refetch}
        empty={t('admin.countries.empty')}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </div>
  );
}
