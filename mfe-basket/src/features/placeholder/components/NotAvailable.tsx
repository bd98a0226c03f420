import { useIntl } from 'react-intl';
import { EmptyState } from 'shared-kernel';

/** An honest placeholder for a screen of mfe-basket that is not built yet: its name and a notice. */
export function NotAvailable({ titleId }: { /** message id of the page name */ titleId: string }) {
  const intl = useIntl();
  return (
    <div className="ds-page ds-stack">
      <h1>{intl.formatMessage({ id: titleId })}</h1>
      <EmptyState message={intl.formatMessage({ id: 'basket.notAvailable' })} />
    </div>
  );
}
