import type { Country } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { buttonClass, Link, paths, type TableColumn } from 'shared-kernel';
import { COUNTRIES_PAGE_SIZE, useListCountriesQuery } from '../../../api/country';
import { ResourceListPage, type ResourceListQuery } from '../../../components/ResourceListPage';

function useCountries({ page, search }: ResourceListQuery) {
  return useListCountriesQuery({ query: { Page: page, PageSize: COUNTRIES_PAGE_SIZE, search: search || undefined } });
}

/** /admin/countries: the overview (100 per page, searched by name or ISO code); countries are not created here, only edited. */
export function CountriesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

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
        <Link className={buttonClass('secondary', 'sm')} to={paths.countryEdit.path({ id: c.Id })} aria-label={t('admin.countries.editLabel', { name: c.OverviewName })}>
          {t('admin.countries.edit')}
        </Link>
      ),
    },
  ];

  return (
    <ResourceListPage
      heading={t('admin.countries.heading')}
      searchLabel={t('admin.countries.search')}
      useList={useCountries}
      columns={columns}
      rowKey={(c) => c.Id}
      loadError={t('admin.countries.loadError')}
      empty={t('admin.countries.empty')}
    />
  );
}
