import { FormattedMessage, useIntl } from 'react-intl';
import type { DownloadProgress } from '../lib/download';

/** the progress of a download: a progress bar with its percentage */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress }) {
  const intl = useIntl();
  const percent = progress.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <span className="ds-row" style={{ alignItems: 'center', gap: 'var(--ds-space-2)' }}>
      <progress value={progress.done} max={progress.total} aria-label={intl.formatMessage({ id: 'preorders.offline.downloading' })} style={{ width: '8rem' }} />
      <span className="ds-muted" aria-live="polite">
        <FormattedMessage id={progress.phase === 'images' ? 'preorders.offline.progress.images' : 'preorders.offline.progress'} values={{ percent }} />
      </span>
    </span>
  );
}
