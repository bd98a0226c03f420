import type { ProductGroupDetail } from 'shared-kernel/contract';
import { formatMoney, type Locale } from 'shared-kernel';
import { FormattedMessage } from 'react-intl';
import type { ProductPermissions } from '../lib/permissions';
import styles from './ProductPrices.module.css';

/**
 * The group's prices by role (spec section 6): the purchase price (RetailFromPrice, what the basket
 * charges) and the retail price (OriginalFromPrice). "From" when the colours differ in price.
 */
export function ProductPrices({ group, perms, locale, currencySymbol }: { group: ProductGroupDetail; perms: ProductPermissions; locale: Locale; currencySymbol: string }) {
  if (!perms.showPurchasePrice && !perms.showRetailPrice) return null;
  const money = (n: number) => formatMoney(n, locale, currencySymbol);
  return (
    <dl className={styles.prices}>
      {perms.showPurchasePrice && (
        <>
          <dt className="ds-muted">
            <FormattedMessage id="catalogue.product.price.purchase" />
          </dt>
          <dd className={styles.purchase} data-testid="purchase-price">
            {group.IsSinglePrice ? money(group.RetailFromPrice) : <FormattedMessage id="catalogue.product.price.from" values={{ price: money(group.RetailFromPrice) }} />}
          </dd>
        </>
      )}
      {perms.showRetailPrice && (
        <>
          <dt className="ds-muted">
            <FormattedMessage id="catalogue.product.price.retail" />
          </dt>
          <dd className={styles.value} data-testid="retail-price">
            {money(group.OriginalFromPrice)}
          </dd>
        </>
      )}
    </dl>
  );
}
