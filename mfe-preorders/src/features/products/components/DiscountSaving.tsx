import { FormattedMessage } from 'react-intl';
import { Spinner } from 'shared-kernel';

/** the loading indicator of a discount input while its update runs */
export function DiscountSaving() {
  return (
    <span className="ds-row" style={{ gap: 'var(--ds-space-1)' }} role="status">
      <Spinner size="sm" />
      <FormattedMessage id="preorders.products.discountSaving" />
    </span>
  );
}
