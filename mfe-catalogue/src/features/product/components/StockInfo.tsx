import type { Variant } from 'shared-kernel/contract';
import { formatDate } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { isPreOrderStatus } from '../../../lib/stock';
import type { ProductPermissions } from '../lib/permissions';
import styles from './StockInfo.module.css';

/**
 * The stock and supplier indications of one size (spec section 6): nothing for marketing; the stock
 * indication text for customer-hidden users; stock plus supplier indication, days to deliver and the
 * next delivery for the others. `compact` shows a dot only (the pants grid) with the texts for screen
 * readers and as a tooltip.
 */
export function StockInfo({ variant, perms, compact = false }: { variant: Variant; perms: ProductPermissions; compact?: boolean }) {
  const intl = useIntl();
  if (!perms.showStock) return null;
  const pre = isPreOrderStatus(variant.StockStatus);
  const stock = pre
    ? intl.formatMessage({ id: 'catalogue.product.stock.preorder' })
    : intl.formatMessage({ id: `catalogue.product.stock.${variant.StockIndication}` });
  const supplier =
    perms.showSupplier && variant.SupplierStock > 0
      ? intl.formatMessage(
          { id: 'catalogue.product.supplier.indication' },
          {
            indication: intl.formatMessage({ id: `catalogue.product.supplier.${variant.SupplierStockIndication}` }),
            min: variant.SupplierDaysToDeliverMin,
            max: variant.SupplierDaysToDeliverMax,
          },
        )
      : null;
  const next =
    perms.showSupplier && variant.NextStockDelivery && (pre || variant.StockIndication === 'none')
      ? intl.formatMessage({ id: 'catalogue.product.stock.expected' }, { date: formatDate(variant.NextStockDelivery) })
      : null;
  const texts = [stock, supplier, next].filter((t): t is string => !!t);
  const dot = (
    <span aria-hidden="true" className={`${styles.dot} ${styles[pre ? 'pre' : variant.StockIndication]}`} />
  );
  if (compact) {
    return (
      <span title={texts.join(' · ')} className={styles.compact}>
        {dot}
        <span className="ds-visually-hidden">{texts.join(', ')}</span>
      </span>
    );
  }
  return (
    <span className={`ds-muted ${styles.details}`}>
      <span className={styles.stockLine}>
        {dot}
        {stock}
      </span>
      {supplier && <span>{supplier}</span>}
      {next && <span>{next}</span>}
    </span>
  );
}

/** Shown instead of an input for a size that cannot be ordered (status NO). */
export function NotAvailable() {
  return (
    <span className={`ds-muted ${styles.text}`}>
      <FormattedMessage id="catalogue.product.size.notAvailable" />
    </span>
  );
}
