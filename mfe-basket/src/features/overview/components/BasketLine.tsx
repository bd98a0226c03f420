import type { BasketProduct, BasketVariant } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ConfirmDialog, NumericInput, emit, formatMoney, tableStyles, toastPortalError, usePortal, TOAST_DURATION } from 'shared-kernel';
import { useRemoveBasketItemMutation } from '../../../api/basket';
import { useAmountUpdate } from '../hooks/useAmountUpdate';
import { backorderCount } from '../lib/totals';
import styles from './BasketLine.module.css';

export interface BasketLineProps {
  product: BasketProduct;
  variant: BasketVariant;
  /** amounts can be changed and lines removed (not for marketing users) */
  canEdit: boolean;
  /** prices are shown (not for marketing, staff or customer-is-watching) */
  showPrices: boolean;
  symbol: string;
}

/** One size of a product in the basket: size, prices, amount (debounced update), stock notes, remove. */
export function BasketLine({ product, variant, canEdit, showPrices, symbol }: BasketLineProps) {
  const intl = useIntl();
  const { locale } = usePortal();
  const { amount, error, change } = useAmountUpdate(product.ProductId, variant.ProductVariantId, variant.ProductAmount);
  const [remove] = useRemoveBasketItemMutation();
  const backorder = backorderCount(variant, amount);
  const money = (n: number) => formatMoney(n, locale, symbol);
  const name = `${product.ProductName} ${product.ProductColorName} ${variant.ProductSize}`;

  // the confirmation's action, not a form: a failure is a toast and the question stays open
  const confirmRemove = async () => {
    try {
      await remove({ params: { productVariantId: variant.ProductVariantId } }).unwrap();
      emit('basket.changed', {});
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'basket.overview.removeFailed' }), TOAST_DURATION.long);
      throw e;
    }
  };

  return (
    <tr data-testid={`basket-line-${variant.ProductVariantId}`}>
      <th scope="row">
        {variant.ProductSize}
      </th>
      {showPrices && (
        <td>
          {money(variant.ProductPrice)}
          {variant.ProductDiscountPercentage > 0 && (
            <div className={`ds-muted ${styles.small}`}>
              <FormattedMessage id="basket.overview.discount" values={{ percentage: variant.ProductDiscountPercentage, amount: money(variant.ProductDiscount) }} />
            </div>
          )}
        </td>
      )}
      <td className={styles.amountCell}>
        {canEdit ? (
          <NumericInput
            label={<span className="ds-visually-hidden">{intl.formatMessage({ id: 'basket.overview.amountOf' }, { name })}</span>}
            value={amount}
            onChange={change}
            min={1}
            integer
            error={error ?? undefined}
            fieldClassName="ds-stack--tight"
            className={styles.amountInput}
          />
        ) : (
          <span>
            <span className="ds-visually-hidden">{intl.formatMessage({ id: 'basket.overview.amountOf' }, { name })}: </span>
            {amount}
          </span>
        )}
        <div className={styles.notes}>
          {backorder > 0 && (
            <span className={`${styles.label} ${styles.backorder}`}>
              <FormattedMessage id="basket.overview.backorder" values={{ count: backorder }} />
            </span>
          )}
          {variant.ProductAmountAlreadyInBackorder > 0 && (
            <span className={`ds-muted ${styles.small}`}>
              <FormattedMessage id="basket.overview.alreadyInBackorder" values={{ count: variant.ProductAmountAlreadyInBackorder }} />
            </span>
          )}
          {variant.IsPreOrder && (
            <span className={`${styles.label} ${styles.preOrder}`}>
              <FormattedMessage id="basket.overview.preOrder" />
            </span>
          )}
        </div>
      </td>
      {showPrices && (
        <td className={`${tableStyles.end} ${styles.total}`}>
          {variant.ProductTotalNoDiscount > variant.ProductTotal && (
            <div className={`ds-muted ${styles.was} ${styles.small}`}>
              {money(variant.ProductTotalNoDiscount)}
            </div>
          )}
          <strong>{money(variant.ProductTotal)}</strong>
        </td>
      )}
      {canEdit && (
        <td className={tableStyles.end}>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="link" aria-label={intl.formatMessage({ id: 'basket.overview.removeLabel' }, { name })}>
                <FormattedMessage id="basket.overview.remove" />
              </Button>
            }
            title={intl.formatMessage({ id: 'basket.overview.removeTitle' })}
            question={intl.formatMessage({ id: 'basket.overview.removeQuestion' })}
            confirmLabel={intl.formatMessage({ id: 'basket.overview.removeConfirm' })}
            danger
            onConfirm={confirmRemove}
          />
        </td>
      )}
    </tr>
  );
}
