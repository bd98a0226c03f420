import { useId } from 'react';
import type { Product } from 'shared-kernel/contract';
import { Badge, formatMoney, swatchStyle, type Locale } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { isPreOrderStatus, sizeRule } from '../../../lib/stock';
import { imageUrl } from 'shared-kernel';
import { IMAGE_SIZE } from '../lib/images';
import type { ProductPermissions } from '../lib/permissions';
import { PantsGrid } from './PantsGrid';
import { SizeInput } from './SizeInput';
import { NotAvailable, StockInfo } from './StockInfo';
import styles from './ColourLine.module.css';

/** Spec section 9: SizeChartId 2 is pants (waist by length grid). */
export const PANTS_SIZE_CHART_ID = 2;

export interface ColourLineProps {
  product: Product;
  open: boolean;
  onToggle: () => void;
  amounts: Record<number, number>;
  onAmount: (variantId: number, amount: number) => void;
  perms: ProductPermissions;
  locale: Locale;
  currencySymbol: string;
}

/** One colour of the product group: a collapsible line with its image or swatch, name, prices and size inputs. */
export function ColourLine({ product, open, onToggle, amounts, onAmount, perms, locale, currencySymbol }: ColourLineProps) {
  const intl = useIntl();
  const panelId = useId();
  const chosen = product.Variants.reduce((n, v) => n + (amounts[v.Id] ?? 0), 0);
  const pants = product.SizeChartId === PANTS_SIZE_CHART_ID && product.VariantsDim1.length > 0 && product.VariantsDim2.length > 0;
  // pre-order sizes are not shown at all unless impersonating; NO sizes are listed without an input
  const visible = product.Variants.filter((v) => !(isPreOrderStatus(v.StockStatus) && sizeRule(v, perms.impersonating).kind === 'hidden'));
  const image = product.Images[0];
  const money = (n: number) => formatMoney(n, locale, currencySymbol);

  return (
    <div className={`ds-card ${styles.line}`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={styles.toggle}
        >
          <span aria-hidden="true" className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}>
            ▸
          </span>
          {image ? (
            <img src={imageUrl(image, IMAGE_SIZE.line)} alt="" width={IMAGE_SIZE.line} height={IMAGE_SIZE.line} loading="lazy" className={styles.thumb} />
          ) : (
            <span aria-hidden="true" data-testid="colour-swatch" className={styles.swatch} style={swatchStyle(product.HexCode)} />
          )}
          <span className={styles.names}>
            <span className={styles.colour}>{product.Color}</span>
            <span className={`ds-muted ${styles.summary}`}>
              <FormattedMessage id="catalogue.product.colourCode" values={{ code: product.ColorId }} />
            </span>
          </span>
          {(perms.showPurchasePrice || perms.showRetailPrice) && (
            <span className={styles.prices}>
              {perms.showPurchasePrice && <span>{intl.formatMessage({ id: 'catalogue.product.price.purchaseShort' }, { price: money(product.RetailPrice) })}</span>}
              {perms.showRetailPrice && <span className="ds-muted">{intl.formatMessage({ id: 'catalogue.product.price.retailShort' }, { price: money(product.OriginalPrice) })}</span>}
            </span>
          )}
          {chosen > 0 && <Badge count={chosen} label={intl.formatMessage({ id: 'catalogue.product.line.chosen' }, { count: chosen })} />}
        </button>
      </h3>
      {open && (
        <div id={panelId} role="region" aria-label={product.Color} className={styles.panel}>
          {visible.length === 0 ? (
            <p className={`ds-muted ${styles.empty}`}>
              <FormattedMessage id="catalogue.product.line.noSizes" />
            </p>
          ) : pants ? (
            <PantsGrid product={product} amounts={amounts} onAmount={onAmount} perms={perms} />
          ) : (
            <ul className={styles.sizes}>
              {visible.map((v) => {
                const hidden = sizeRule(v, perms.impersonating).kind === 'hidden';
                return (
                  <li key={v.Id} className={styles.size}>
                    {hidden || !perms.canOrder ? (
                      <>
                        <span className="ds-label">{v.Size}</span>
                        {hidden && <NotAvailable />}
                      </>
                    ) : (
                      <SizeInput
                        product={product}
                        variant={v}
                        amount={amounts[v.Id] ?? 0}
                        onChange={onAmount}
                        perms={perms}
                        label={
                          <>
                            <span className="ds-visually-hidden">{product.Color} </span>
                            {v.Size}
                          </>
                        }
                      />
                    )}
                    {!hidden && <StockInfo variant={v} perms={perms} />}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
