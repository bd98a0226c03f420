import type { AddItemsResponse } from 'shared-kernel/contract';
import { Button, Dialog, Link, Notice, formatMoney, paths, savedShopSearch, usePortal } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from 'shared-kernel';
import { IMAGE_SIZE } from '../lib/images';
import styles from './AddedToCartDialog.module.css';


export interface AddedToCartDialogProps {
  result: AddItemsResponse | null;
  onClose: () => void;
  /** money in this dialog is purchase money: hidden under customer-is-watching */
  showPrices: boolean;
}

/**
 * After a successful add (spec section 2): the added items, the amount still missing for free delivery,
 * upselling products and the choice between continuing to shop and going to the basket.
 */
export function AddedToCartDialog({ result, onClose, showPrices }: AddedToCartDialogProps) {
  const intl = useIntl();
  const { locale, navigate, session } = usePortal();
  const symbol = session?.customerCurrencySymbol || '€';
  const money = (n: number) => formatMoney(n, locale, symbol);
  const continueShopping = () => {
    const filters = savedShopSearch();
    onClose();
    if (filters) navigate(`${paths.shopOverview.href(locale)}${filters}`);
  };
  const goToBasket = () => {
    onClose();
    navigate(paths.basketOverview.href(locale));
  };
  return (
    <Dialog
      open={!!result}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'catalogue.product.added.title' })}
      description={intl.formatMessage({ id: 'catalogue.product.added.success' })}
      size="md"
      footer={
        <>
          <Button onClick={continueShopping}>
            <FormattedMessage id="catalogue.product.added.continue" />
          </Button>
          <Button variant="primary" onClick={goToBasket}>
            <FormattedMessage id="catalogue.product.added.basket" />
          </Button>
        </>
      }
    >
      {result && (
        <div className="ds-stack">
          <ul aria-label={intl.formatMessage({ id: 'catalogue.product.added.items' })} className={styles.addedList}>
            {result.Details.map((d) => (
              <li key={d.ProductVariantId}>
                <FormattedMessage id="catalogue.product.added.item" values={{ amount: d.Amount, name: d.ProductName, color: d.ProductColorName, size: d.ProductSize }} />
              </li>
            ))}
          </ul>
          {showPrices &&
            (result.RemainingForFreeDelivery > 0 ? (
              <Notice kind="info" className={styles.notice}>
                <FormattedMessage id="catalogue.product.added.remaining" values={{ amount: money(result.RemainingForFreeDelivery) }} />
              </Notice>
            ) : (
              <Notice kind="success" className={styles.notice}>
                <FormattedMessage id="catalogue.product.added.freeDelivery" />
              </Notice>
            ))}
          {result.UpsellingProducts.length > 0 && (
            <section className="ds-stack ds-stack--tight" aria-labelledby="catalogue-product-upselling">
              <h3 id="catalogue-product-upselling" className={styles.upsellTitle}>
                <FormattedMessage id="catalogue.product.added.upselling" />
              </h3>
              <ul className={styles.upsells}>
                {result.UpsellingProducts.map((u) => (
                  <li key={u.ProductId} className={`ds-row ${styles.upsell}`}>
                    {u.Thumbnail ? (
                      <img src={imageUrl(u.Thumbnail, IMAGE_SIZE.line)} alt="" width={IMAGE_SIZE.line} height={IMAGE_SIZE.line} loading="lazy" className={styles.upsellImage} />
                    ) : (
                      <span aria-hidden="true" className={styles.upsellPlaceholder} />
                    )}
                    <Link to={paths.productDetail.path({ id: u.ProductGroupId })} onClick={onClose} className={styles.upsellLink}>
                      {u.Name}
                    </Link>
                    {showPrices && <span>{money(u.UnitPrice)}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
