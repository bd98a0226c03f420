import type { Branch } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Pagination, paths, Table, type TableColumn } from 'shared-kernel';
import { useGetAdminBranchesQuery } from '../api/getBranches';

/** /admin/branches: the overview (100 per page); branches are not created here, only edited. */
export function BranchesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAdminBranchesQuery({ page });

  const columns: TableColumn<Branch>[] = [
    { id: 'name', header: t('admin.branches.name'), cell: (b) => b.Name },
    {
      id: 'brands',
      header: t('admin.branches.brands'),
      cell: (b) => {
        const names = Object.values(b.Brands)
          .filter((x) => x.IsPartOfBranch)
          .map((x) => x.Name);
        return names.length ? names.join(', ') : <span className="ds-muted">{t('admin.branches.noBrands')}</span>;
      },
    },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('admin.branches.actions')}</span>,
      align: 'end',
      cell: (b) => (
        <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.branchEdit.path({ id: b.Id })} aria-label={t('admin.branches.editLabel', { name: b.Name })}>
          {t('admin.branches.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <h1>{t('admin.branches.heading')}</h1>
      <Table
        caption={t('admin.branches.heading')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(b) => b.Id}
        loading={isLoading}
        error={isError ? t('admin.branches.loadError') : undefined}
        onRetry={refetch}
        empty={t('admin.branches.empty')}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </div>
  );
}
