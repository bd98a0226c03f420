import { FormattedMessage } from 'react-intl';
import { useOnline } from 'shared-kernel';
import styles from './OfflineReason.module.css';

/** why an action that needs the server is disabled while offline (nothing online) */
export function OfflineReason({ id }: { id?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} className={`ds-muted ${styles.reason}`}>
      <FormattedMessage id="preorders.offline.needsNetwork" />
    </p>
  );
}
