import { useIntl } from 'react-intl';
import { formatDate } from 'shared-kernel';
import styles from './DeadlineText.module.css';

/** A deadline, red with a hidden '(expired)' when it has passed. */
export function DeadlineText({ deadline, expired }: { deadline: string; expired: boolean }) {
  const intl = useIntl();
  if (!expired) return <>{formatDate(deadline)}</>;
  return (
    <span className={styles.expired} data-expired="true">
      {formatDate(deadline)} <span className="ds-visually-hidden">{intl.formatMessage({ id: 'preorders.overview.expired' })}</span>
    </span>
  );
}
