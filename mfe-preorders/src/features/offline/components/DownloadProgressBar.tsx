import { FormattedMessage, useIntl } from 'react-intl';
import type { DownloadProgress } from '../lib/download';
import styles from './DownloadProgressBar.module.css';

/** the progress of a download: a progress bar with its percentage */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress }) {
  const intl = useIntl();
  const percent = progress.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <span className={`ds-row ${styles.bar}`}>
      <progress value={progress.done} max={progress.total} aria-label={intl.formatMessage({ id: 'preorders.offline.downloading' })} className={styles.progress} />
      <span className="ds-muted" aria-live="polite">
        <FormattedMessage id={progress.phase === 'images' ? 'preorders.offline.progress.images' : 'preorders.offline.progress'} values={{ percent }} />
      </span>
    </span>
  );
}
