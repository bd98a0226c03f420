import type { BasketProduct } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl, tableStyles } from 'shared-kernel';
import { BasketLine } from './BasketLine';
import styles from './ProductGroupCard.module.css';

/** Spec section 9: basket group image size. */
export const GROUP_IMAGE = { width: 170, height: 140 } as const;

export interface ProductGroupCardProps {
  product: BasketProduct;
  canEdit: boolean;
  showPrices: boolean;
  symbol: string;
}

/** A product (one colour) in the basket with its sizes. */
export function ProductGroupCard({ product, canEdit, showPrices, symbol }: ProductGroupCardProps) {
  const intl = useIntl();
  const image = product.ProductImages[0];
  const headingId = `basket-product-${product.ProductId}`;
  return (
    <article className={`ds-card ${styles.card}`} aria-labelledby={headingId}>
      {image ? (
        <img
          src={imageUrl(image, GROUP_IMAGE.width, GROUP_IMAGE.height)}
          alt={`${product.ProductName} ${product.ProductColorName}`}
          width={GROUP_IMAGE.width}
          height={GROUP_IMAGE.height}
          loading="lazy"
          className={styles.image}
        />
      ) : (
        <div aria-hidden="true" className={styles.placeholder} />
      )}
      <div className={`ds-stack ds-stack--tight ${styles.content}`}>
        <h2 id={headingId} className={styles.name}>
          {product.ProductName}
        </h2>
        <dl className={`ds-muted ${styles.facts}`}>
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="basket.overview.color" />:
            </dt>
            <dd>{product.ProductColorName}</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="basket.overview.model" />:
            </dt>
            <dd>{product.ProductModelNumber}</dd>
          </div>
        </dl>
        <div className={tableStyles.wrap}>
          <table className={tableStyles.table}>
            <caption className="ds-visually-hidden">{intl.formatMessage({ id: 'basket.overview.sizesOf' }, { name: `${product.ProductName} ${product.ProductColorName}` })}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="basket.overview.size" />
                </th>
                {showPrices && (
                  <th scope="col">
                    <FormattedMessage id="basket.overview.unitPrice" />
                  </th>
                )}
                <th scope="col">
                  <FormattedMessage id="basket.overview.amount" />
                </th>
                {showPrices && (
                  <th scope="col" className={tableStyles.end}>
                    <FormattedMessage id="basket.overview.lineTotal" />
                  </th>
                )}
                {canEdit && (
                  <th scope="col">
                    <span className="ds-visually-hidden">
                      <FormattedMessage id="basket.overview.actions" />
                    </span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {product.Variants.map((v) => (
                <BasketLine key={v.ProductVariantId} product={product} variant={v} canEdit={canEdit} showPrices={showPrices} symbol={symbol} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </article>
  );
}
