import { useEffect, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, paths, roleFlags, usePortal } from 'shared-kernel';
import { onOffline } from '../lib/events';
import { mayHoldOfflineData } from '../lib/presence';
import { loadRuntime, useOfflineSnapshot, waiting } from '../offlineState';
import styles from './SyncBadge.module.css';

/** the sync center of a session: customer roles (also an impersonating salesman) under /customer, staff under /salesman */
export function syncCenterRoute(flags: ReturnType<typeof roleFlags>) {
  return flags.isCustomer || flags.isPersoneel ? paths.customerSyncCenter : paths.salesmanSyncCenter;
}

/**
 * Whether the badge needs the offline code (9 KB gzip, with IndexedDB): once this browser holds offline
 * data, or the offline data changes (in this tab or another). Until then the badge is a plain link.
 */
function useOfflineInUse(editor: boolean): boolean {
  const [inUse, setInUse] = useState(false);
  useEffect(() => {
    if (!editor || inUse) return undefined;
    let cancelled = false;
    const off = onOffline(() => setInUse(true));
    void mayHoldOfflineData().then((may) => !cancelled && may && setInUse(true));
    return () => {
      cancelled = true;
      off();
    };
  }, [editor, inUse]);
  return inUse;
}

/**
 * The header's link to the sync center (trade-show mode, issue 19), a widget in the shell's header: its
 * badge counts the changes waiting to be sent; failed changes and conflicts mark it for attention. Once
 * the browser holds offline data it also starts the sync of the outbox, which runs whenever the network
 * is back. For those who edit pre-orders (admin, salesman, customer, staff), not marketing users.
 */
export function SyncBadge() {
  const { session } = usePortal();
  const flags = roleFlags(session);
  const editor = !!session && !flags.isMarketing;
  const inUse = useOfflineInUse(editor);
  const [counts, setCounts] = useState(NONE);
  if (!editor) return null;
  return (
    <>
      {inUse && <OutboxCounts onCounts={setCounts} />}
      <SyncLink {...counts} />
    </>
  );
}

interface Counts {
  count: number;
  attention: number;
}
const NONE: Counts = { count: 0, attention: 0 };

/** reads the outbox (the offline code) for the link's counts, and starts the outbox's sync */
function OutboxCounts({ onCounts }: { onCounts: (c: Counts) => void }) {
  const snap = useOfflineSnapshot();
  useEffect(() => {
    void loadRuntime()
      .then((rt) => rt.startSync())
      .catch(() => undefined);
  }, []);
  const count = waiting(snap.changes).length;
  const attention = snap.changes.filter((c) => c.status === 'failed' || c.status === 'conflict').length;
  useEffect(() => onCounts({ count, attention }), [onCounts, count, attention]);
  return null;
}

function SyncLink({ count, attention }: Counts) {
  const intl = useIntl();
  const { session, locale, navigate } = usePortal();
  const href = syncCenterRoute(roleFlags(session)).href(locale);
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
