import type { AdminNotification } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { buttonClass, formatDate, Link, paths, type TableColumn } from 'shared-kernel';
import { NOTIFICATIONS_PAGE_SIZE, useListAdminNotificationsQuery } from '../../../api/notification';
import { ResourceListPage, type ResourceListQuery } from '../../../components/ResourceListPage';

function useNotifications({ page, search }: ResourceListQuery) {
  return useListAdminNotificationsQuery({ query: { Page: page, PageSize: NOTIFICATIONS_PAGE_SIZE, search: search || undefined } });
}

/** /admin/notifications: the overview (12 per page, searched by title) with a link to create and to edit each one. */
export function NotificationsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

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
        <Link className={buttonClass('secondary', 'sm')} to={paths.notificationEdit.path({ id: n.Id })} aria-label={t('admin.notifications.editLabel', { title: n.Title })}>
          {t('admin.notifications.edit')}
        </Link>
      ),
    },
  ];

  return (
    <ResourceListPage
      heading={t('admin.notifications.heading')}
      create={{ to: paths.notificationCreate.path(), label: t('admin.notifications.create') }}
      searchLabel={t('admin.notifications.search')}
      useList={useNotifications}
      columns={columns}
      rowKey={(n) => n.Id}
      loadError={t('admin.notifications.loadError')}
      empty={t('admin.notifications.empty')}
    />
  );
}
