import { useIntl } from 'react-intl';
import { formatDate } from 'shared-kernel';

/** A deadline, red with a hidden '(expired)' when it has passed. */
export function DeadlineText({ deadline, expired }: { deadline: string; expired: boolean }) {
  const intl = useIntl();
  if (!expired) return <>{formatDate(deadline)}</>;
  return (
    <span style={{ color: 'var(--ds-danger)' }} data-expired="true">
      {formatDate(deadline)} <span className="ds-visually-hidden">{intl.formatMessage({ id: 'preorders.overview.expired' })}</span>
    </span>
  );
}
