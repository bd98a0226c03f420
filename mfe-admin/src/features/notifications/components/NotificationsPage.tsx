import type { AdminNotification } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, Link, Pagination, paths, Table, type TableColumn } from 'shared-kernel';
import { useGetAdminNotificationsQuery } from '../api/getNotifications';

/** /admin/notifications: the overview (12 per page) with a link to create and to edit each one. */
export function NotificationsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAdminNotificationsQuery({ page });

  const columns: TableColumn<AdminNotification>[] = [
    { id: 'title', header: t('admin.notifications.title'), cell: (n) => n.Title },
    { id: 'from', header: t('admin.notifications.from'), cell: (n) => formatDate(n.StartDate), width: '8rem' },
    { id: 'to', header: t('admin.notifications.to'), cell: (n) => formatDate(n.EndDate), width: '8rem' },
    {
      id: 'main',
      header: t('admin.notifications.mainUsersOnly'),
      cell: (n) => (n.ShowToMainUserOnly ? <strong>{t('admin.notifications.yes')}</strong> : <span className="ds-muted">{t('admin.notifications.no')}</span>),
    },
    {
      id: 'branches',
      header: t('admin.notifications.branches'),
      cell: (n) => (n.Branches.length ? t('admin.notifications.branchCount', { count: n.Branches.length }) : <span className="ds-muted">{t('admin.notifications.allBranches')}</span>),
    },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('admin.notifications.actions')}</span>,
      align: 'end',
      cell: (n) => (
        <Link className="ds-button ds-button--secondary ds-button--sm" to={paths.notificationEdit.path({ id: n.Id })} aria-label={t('admin.notifications.editLabel', { title: n.Title })}>
          {t('admin.notifications.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>{t('admin.notifications.heading')}</h1>
        <Link className="ds-button ds-button--primary" to={paths.notificationCreate.path()}>
          {t('admin.notifications.create')}
        </Link>
      </div>
      <Table
        caption={t('admin.notifications.heading')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(n) => n.Id}
        loading={isLoading}
        error={isError ? t('admin.notifications.loadError') : undefined}
        onRetry={refetch}
        empty={t('admin.notifications.empty')}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={setPage} />}
    </div>
  );
}
