import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Notice, roleFlags, useOnline, usePortal } from 'shared-kernel';
import { onOffline } from '../lib/events';
import { useOfflineSnapshot, waiting } from '../offlineState';
import { OfflineToggle } from './OfflineToggle';

/**
 * Trade-show mode on the pre-order detail page (issue 19): "available offline" for the pre-order, and
 * while offline what happens to the edits (or that the pre-order is not available offline).
 */
export function OfflineDetailPanel({ preOrderId }: { preOrderId: number }) {
  const online = useOnline();
  const { session } = usePortal();
  const snap = useOfflineSnapshot();
  const flags = roleFlags(session);
  if (flags.isMarketing) return null;
  const offline = snap.copies.some((c) => c.id === preOrderId);
  const queued = waiting(snap.changes).filter((c) => c.preOrderId === preOrderId).length;
  return (
    <div className="ds-stack ds-stack--tight">
      {!online && snap.ready && (
        <Notice kind={offline ? 'info' : 'warning'} title={<FormattedMessage id={offline ? 'preorders.offline.detail.offlineTitle' : 'preorders.offline.detail.notOfflineTitle'} />}>
          <FormattedMessage id={offline ? 'preorders.offline.detail.offline' : 'preorders.offline.detail.notOffline'} />
        </Notice>
      )}
      {online && queued > 0 && (
        <Notice kind="info">
          <FormattedMessage id="preorders.offline.detail.syncing" values={{ count: queued }} />
        </Notice>
      )}
      <OfflineToggle preOrderId={preOrderId} />
    </div>
  );
}

/** the chat needs the server: said so while offline */
export function ChatUnavailable() {
  return (
    <Notice kind="info" title={<FormattedMessage id="preorders.offline.chat.title" />}>
      <FormattedMessage id="preorders.offline.chat.unavailable" />
    </Notice>
  );
}

/** reloads the page's data once the changes of the pre-order made offline were sent (in this tab or another) */
export function useReloadWhenSynced(preOrderId: number, reload: () => void): void {
  useEffect(() => onOffline((e) => e.type === 'synced' && e.preOrderId === preOrderId && reload()), [preOrderId, reload]);
}
