import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, formatDateTime, toastPortalError, useOnline } from 'shared-kernel';
import { download, remove, useOfflineSnapshot } from '../offlineState';
import { DownloadProgressBar } from './DownloadProgressBar';
import styles from './OfflineToggle.module.css';

export interface OfflineToggleProps {
  preOrderId: number;
  /** a row of an overview: one small button, or what it did */
  compact?: boolean;
}

/**
 * "Available offline" for one pre-order (issue 19): downloads it with a progress bar; once it is
 * offline, shows when it was refreshed, with refresh and remove. Needs the network to download.
 */
export function OfflineToggle({ preOrderId, compact = false }: OfflineToggleProps) {
  const intl = useIntl();
  const online = useOnline();
  const snap = useOfflineSnapshot();
  const [removing, setRemoving] = useState(false);
  const progress = snap.downloads[preOrderId];
  const copy = snap.copies.find((c) => c.id === preOrderId);

  const get = () =>
    download(preOrderId).catch((e: unknown) => toastPortalError((e as { error?: unknown }).error ?? e, intl.formatMessage({ id: 'preorders.offline.download.failed' })));
  const drop = () => {
    setRemoving(true);
    void remove(preOrderId).finally(() => setRemoving(false));
  };

  if (!snap.ready) return null;
  if (snap.unavailable) {
    return compact ? null : (
      <p className={`ds-muted ${styles.flush}`}>
        <FormattedMessage id="preorders.offline.unavailable" />
      </p>
    );
  }
  if (progress) return <DownloadProgressBar progress={progress} />;
  const needsNetwork = !online ? intl.formatMessage({ id: 'preorders.offline.needsNetwork' }) : undefined;

  if (!copy) {
    const reasonId = `offline-reason-${preOrderId}`;
    return (
      <span className={`ds-row ${styles.actions}`}>
        <Button size="sm" onClick={() => void get()} disabled={!online} title={needsNetwork} aria-describedby={needsNetwork ? reasonId : undefined}>
          <FormattedMessage id="preorders.offline.make" />
        </Button>
        {needsNetwork && (
          <span id={reasonId} className={compact ? 'ds-visually-hidden' : 'ds-muted'}>
            {needsNetwork}
          </span>
        )}
      </span>
    );
  }
  if (compact) {
    return (
      <span className="ds-muted" data-testid={`offline-ready-${preOrderId}`}>
        <FormattedMessage id="preorders.offline.available" />
      </span>
    );
  }
  return (
    <div className={`ds-row ${styles.ready}`} data-testid={`offline-ready-${preOrderId}`}>
      <span>
        <FormattedMessage id="preorders.offline.availableSince" values={{ at: formatDateTime(copy.refreshedAt) }} />
      </span>
      <Button size="sm" onClick={() => void get()} disabled={!online} title={needsNetwork}>
        <FormattedMessage id="preorders.offline.refresh" />
      </Button>
      <Button size="sm" variant="link" onClick={drop} busy={removing} disabled={removing}>
        <FormattedMessage id="preorders.offline.remove" />
      </Button>
      {needsNetwork && <span className="ds-muted">{needsNetwork}</span>}
    </div>
  );
}
