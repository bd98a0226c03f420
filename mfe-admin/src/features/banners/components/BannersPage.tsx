import type { Banner } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { buttonClass, formatDate, imageUrl, Link, paths, type TableColumn } from 'shared-kernel';
import { BANNERS_PAGE_SIZE, useListBannersQuery } from '../../../api/banner';
import { ResourceListPage, type ResourceListQuery } from '../../../components/ResourceListPage';
import styles from './BannersPage.module.css';

function useBanners({ page, search }: ResourceListQuery) {
  return useListBannersQuery({ query: { Page: page, PageSize: BANNERS_PAGE_SIZE, search: search || undefined } });
}

/** /admin/banners: the overview (12 per page, searched by name) with create and edit links. */
export function BannersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const columns: TableColumn<Banner>[] = [
    {
      id: 'image',
      header: <span className="ds-visually-hidden">{t('admin.banners.image.label')}</span>,
      width: '8rem',
      cell: (b) => <img className={styles.thumbnail} src={imageUrl(b.Image, 450, 150)} alt="" width={120} height={40} loading="lazy" />,
    },
    { id: 'name', header: t('admin.banners.name'), cell: (b) => b.Name },
    { id: 'locations', header: t('admin.banners.locations'), cell: (b) => b.Locations.map((l) => t(`admin.banners.location.${l.Type}`)).join(', ') },
    { id: 'from', header: t('admin.banners.from'), cell: (b) => formatDate(b.StartDate), width: '8rem' },
    { id: 'to', header: t('admin.banners.to'), cell: (b) => formatDate(b.EndDate), width: '8rem' },
    { id: 'weight', header: t('admin.banners.weight'), cell: (b) => b.Weight, align: 'end', width: '5rem' },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('admin.banners.actions')}</span>,
      align: 'end',
      cell: (b) => (
        <Link className={buttonClass('secondary', 'sm')} to={paths.bannerEdit.path({ id: b.Id })} aria-label={t('admin.banners.editLabel', { name: b.Name })}>
          {t('admin.banners.edit')}
        </Link>
      ),
    },
  ];

  return (
    <ResourceListPage
      heading={t('admin.banners.heading')}
      create={{ to: paths.bannerCreate.path(), label: t('admin.banners.create') }}
      searchLabel={t('admin.banners.search')}
      useList={useBanners}
      columns={columns}
      rowKey={(b) => b.Id}
      loadError={t('admin.banners.loadError')}
      empty={t('admin.banners.empty')}
    />
  );
}
