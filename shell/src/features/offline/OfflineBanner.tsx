import { FormattedMessage } from 'react-intl';
import { useOnline } from 'shared-kernel';
import styles from './OfflineBanner.module.css';

/**
 * Trade-show mode (issue 19): while the browser has no network, a banner under the header says so and
 * what still works. Part of the signed-in frame's chunk (not the first load of /login).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <strong>
        <FormattedMessage id="shell.offline.title" />
      </strong>{' '}
      <FormattedMessage id="shell.offline.banner" />
    </div>
  );
}

/** the shop, the basket and downloads need live data: a route of theirs opened offline shows this */
export function NeedsNetworkPage() {
  return (
    <div className="ds-page ds-stack" data-testid="needs-network">
      <h1>
        <FormattedMessage id="shell.offline.page.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.offline.page.text" />
      </p>
    </div>
  );
}
