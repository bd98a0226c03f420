import type { BasketProduct } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from 'shared-kernel';
import { BasketLine } from './BasketLine';

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
    <article className="ds-card" aria-labelledby={headingId} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--ds-space-4)', alignItems: 'flex-start' }}>
      {image ? (
        <img
          src={imageUrl(image, GROUP_IMAGE.width, GROUP_IMAGE.height)}
          alt={`${product.ProductName} ${product.ProductColorName}`}
          width={GROUP_IMAGE.width}
          height={GROUP_IMAGE.height}
          loading="lazy"
          style={{ objectFit: 'contain', background: 'var(--ds-surface-muted)', borderRadius: 'var(--ds-radius)' }}
        />
      ) : (
        <div aria-hidden="true" style={{ width: GROUP_IMAGE.width, height: GROUP_IMAGE.height, background: 'var(--ds-surface-muted)', borderRadius: 'var(--ds-radius)' }} />
      )}
      <div className="ds-stack ds-stack--tight" style={{ flex: '1 1 320px', minWidth: 0 }}>
        <h2 id={headingId} style={{ fontSize: '1.125rem', margin: 0 }}>
          {product.ProductName}
        </h2>
        <dl className="ds-row ds-muted" style={{ margin: 0, fontSize: '0.875rem', gap: 'var(--ds-space-4)' }}>
          <div className="ds-row" style={{ gap: 'var(--ds-space-1)' }}>
            <dt>
              <FormattedMessage id="basket.overview.color" />:
            </dt>
            <dd style={{ margin: 0 }}>{product.ProductColorName}</dd>
          </div>
          <div className="ds-row" style={{ gap: 'var(--ds-space-1)' }}>
            <dt>
              <FormattedMessage id="basket.overview.model" />:
            </dt>
            <dd style={{ margin: 0 }}>{product.ProductModelNumber}</dd>
          </div>
        </dl>
        <div className="ds-table-wrap">
          <table className="ds-table">
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
                  <th scope="col" style={{ textAlign: 'right' }}>
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
