import { FormattedMessage } from 'react-intl';
import { useOnline } from 'shared-kernel';

/** why an action that needs the server is disabled while offline (nothing online) */
export function OfflineReason({ id }: { id?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} className="ds-muted" style={{ margin: 0 }}>
      <FormattedMessage id="preorders.offline.needsNetwork" />
    </p>
  );
}
