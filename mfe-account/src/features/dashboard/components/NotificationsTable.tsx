import { useIntl } from 'react-intl';
import { Table, formatDate, usePortal, type TableColumn } from 'shared-kernel';
import type { DashboardNotification } from 'shared-kernel/contract';
import { useListNotificationsQuery } from '../../../api/notification';
import styles from './NotificationsTable.module.css';

/** The notifications for this customer: date (DD-MM-YYYY), title and content. */
export function NotificationsTable() {
  const intl = useIntl();
  const { locale } = usePortal();
  const { data, isLoading, isError, refetch } = useListNotificationsQuery({ locale });
  const t = (id: string) => intl.formatMessage({ id });

  const columns: TableColumn<DashboardNotification>[] = [
    { id: 'date', header: t('account.dashboard.notifications.date'), cell: (n) => formatDate(n.Date), width: '8rem' },
    { id: 'title', header: t('account.dashboard.notifications.titleColumn'), cell: (n) => n.Title },
    { id: 'content', header: t('account.dashboard.notifications.content'), cell: (n) => <span className={styles.content}>{n.Content}</span> },
  ];

  return (
    <Table
      caption={t('account.dashboard.notifications.title')}
      columns={columns}
      rows={data ?? []}
      rowKey={(n) => n.Id}
      loading={isLoading}
      error={isError ? t('account.dashboard.notifications.error') : undefined}
      onRetry={() => void refetch()}
      empty={t('account.dashboard.notifications.empty')}
    />
  );
}
