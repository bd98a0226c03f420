import type { Banner } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, imageUrl, Link, Pagination, Table, type TableColumn, paths } from 'shared-kernel';
import { useGetAdminBannersQuery } from '../api/getBanners';

/** /admin/banners: the overview (12 per page) with create and edit links. */
export function BannersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAdminBannersQuery({ page });

  const columns: TableColumn<Banner>[] = [
    {
      id: 'image',
      header: <span className="ds-visually-hidden">{t('admin.banners.image.label')}</span>,
      width: '8rem',
      cell: (b) => <img src={imageUrl(b.Image, 450, 150)} alt="" width={120} height={40} loading="lazy" style={{ objectFit: 'cover', display: 'block' }} />,
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
        <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.bannerEdit.path({ id: b.Id })} aria-label={t('admin.banners.editLabel', { name: b.Name })}>
          {t('admin.banners.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>{t('admin.banners.heading')}</h1>
        <Link className="ds-button ds-button--primary" to={paths.bannerCreate.path()}>
          {t('admin.banners.create')}
        </Link>
      </div>
      <Table
        caption={t('admin.banners.heading')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(b) => b.Id}
        loading={isLoading}
        error={isError ? t('admin.banners.loadError') : undefined}
        onRetry={refetch}
        empty={t('admin.banners.empty')}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </div>
  );
}
