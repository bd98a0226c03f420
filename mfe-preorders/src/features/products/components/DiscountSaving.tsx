import { FormattedMessage } from 'react-intl';
import { Spinner } from 'shared-kernel';
import styles from './DiscountSaving.module.css';

/** the loading indicator of a discount input while its update runs */
export function DiscountSaving() {
  return (
    <span className={styles.saving} role="status">
      <Spinner size="sm" />
      <FormattedMessage id="preorders.products.discountSaving" />
    </span>
  );
}
