import { useEffect, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, paths, roleFlags, usePortal } from 'shared-kernel';
import { loadRuntime, useOfflineSnapshot, waiting } from '../offlineState';
import styles from './SyncBadge.module.css';

/** the sync center of a session: customer roles (also an impersonating salesman) under /customer, staff under /salesman */
export function syncCenterRoute(flags: ReturnType<typeof roleFlags>) {
  return flags.isCustomer || flags.isPersoneel ? paths.customerSyncCenter : paths.salesmanSyncCenter;
}

/**
 * The header's link to the sync center (trade-show mode, issue 19), a widget in the shell's header: its
 * badge counts the changes waiting to be sent; failed changes and conflicts mark it for attention. It
 * also starts the sync of the outbox, which runs whenever the network is back. For those who edit
 * pre-orders (admin, salesman, customer, staff), not marketing users.
 */
export function SyncBadge() {
  const intl = useIntl();
  const { session, locale, navigate } = usePortal();
  const flags = roleFlags(session);
  const editor = !!session && !flags.isMarketing;
  const snap = useOfflineSnapshot();

  useEffect(() => {
    if (!editor) return;
    void loadRuntime()
      .then((rt) => rt.startSync())
      .catch(() => undefined);
  }, [editor]);

  if (!editor) return null;
  const count = waiting(snap.changes).length;
  const attention = snap.changes.filter((c) => c.status === 'failed' || c.status === 'conflict').length;
  const href = syncCenterRoute(flags).href(locale);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      className="ds-button ds-button--secondary"
      data-testid="sync-badge"
      aria-label={intl.formatMessage({ id: 'preorders.offline.badge.label' }, { count, attention })}
    >
      <FormattedMessage id="preorders.offline.badge" />
      {count > 0 && <Badge count={count} />}
      {attention > 0 && (
        <span aria-hidden="true" className={styles.attention}>
          !
        </span>
      )}
    </a>
  );
}
