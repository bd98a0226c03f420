import type { Branch } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { buttonClass, Link, paths, type TableColumn } from 'shared-kernel';
import { BRANCHES_PAGE_SIZE, useListBranchesQuery } from '../../../api/branch';
import { ResourceListPage, type ResourceListQuery } from '../../../components/ResourceListPage';

function useBranches({ page, search }: ResourceListQuery) {
  return useListBranchesQuery({ query: { Page: page, PageSize: BRANCHES_PAGE_SIZE, search: search || undefined } });
}

/** /admin/branches: the overview (100 per page, searched by name); branches are not created here, only edited. */
export function BranchesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

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
        <Link className={buttonClass('secondary', 'sm')} to={paths.branchEdit.path({ id: b.Id })} aria-label={t('admin.branches.editLabel', { name: b.Name })}>
          {t('admin.branches.edit')}
        </Link>
      ),
    },
  ];

  return (
    <ResourceListPage
      heading={t('admin.branches.heading')}
      searchLabel={t('admin.branches.search')}
      useList={useBranches}
      columns={columns}
      rowKey={(b) => b.Id}
      loadError={t('admin.branches.loadError')}
      empty={t('admin.branches.empty')}
    />
  );
}
