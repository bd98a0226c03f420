import { useId } from 'react';
import type { Product } from 'shared-kernel/contract';
import { Badge, formatMoney, type Locale } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { isPreOrderStatus, sizeRule } from '../../../lib/stock';
import { imageUrl } from 'shared-kernel';
import { IMAGE_SIZE } from '../lib/images';
import type { ProductPermissions } from '../lib/permissions';
import { PantsGrid } from './PantsGrid';
import { SizeInput } from './SizeInput';
import { NotAvailable, StockInfo } from './StockInfo';

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
    <div className="ds-card" style={{ padding: 0, boxShadow: 'none' }}>
      <h3 style={{ margin: 0, fontSize: '1rem' }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          style={{ display: 'flex', alignItems: 'center', gap: 'var(--ds-space-3)', width: '100%', padding: 'var(--ds-space-3)', background: 'none', border: 0, font: 'inherit', textAlign: 'left', cursor: 'pointer', color: 'inherit' }}
        >
          <span aria-hidden="true" style={{ display: 'inline-block', width: '1rem', transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}>
            ▸
          </span>
          {image ? (
            <img src={imageUrl(image, IMAGE_SIZE.line)} alt="" width={IMAGE_SIZE.line} height={IMAGE_SIZE.line} loading="lazy" style={{ objectFit: 'contain', borderRadius: 'var(--ds-radius)', background: 'var(--ds-surface-muted)' }} />
          ) : (
            <span aria-hidden="true" data-testid="colour-swatch" style={{ width: IMAGE_SIZE.line, height: IMAGE_SIZE.line, borderRadius: 'var(--ds-radius)', background: product.HexCode || 'var(--ds-surface-muted)', border: '1px solid var(--ds-border)', flex: 'none' }} />
          )}
          <span style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
            <span style={{ fontWeight: 600 }}>{product.Color}</span>
            <span className="ds-muted" style={{ fontSize: '0.8125rem', fontWeight: 400 }}>
              <FormattedMessage id="catalogue.product.colourCode" values={{ code: product.ColorId }} />
            </span>
          </span>
          {(perms.showPurchasePrice || perms.showRetailPrice) && (
            <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', fontWeight: 400, fontSize: '0.875rem' }}>
              {perms.showPurchasePrice && <span>{intl.formatMessage({ id: 'catalogue.product.price.purchaseShort' }, { price: money(product.RetailPrice) })}</span>}
              {perms.showRetailPrice && <span className="ds-muted">{intl.formatMessage({ id: 'catalogue.product.price.retailShort' }, { price: money(product.OriginalPrice) })}</span>}
            </span>
          )}
          {chosen > 0 && <Badge count={chosen} label={intl.formatMessage({ id: 'catalogue.product.line.chosen' }, { count: chosen })} />}
        </button>
      </h3>
      {open && (
        <div id={panelId} role="region" aria-label={product.Color} style={{ padding: '0 var(--ds-space-3) var(--ds-space-3)' }}>
          {visible.length === 0 ? (
            <p className="ds-muted" style={{ margin: 0 }}>
              <FormattedMessage id="catalogue.product.line.noSizes" />
            </p>
          ) : pants ? (
            <PantsGrid product={product} amounts={amounts} onAmount={onAmount} perms={perms} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: 'var(--ds-space-3)' }}>
              {visible.map((v) => {
                const hidden = sizeRule(v, perms.impersonating).kind === 'hidden';
                return (
                  <li key={v.Id} style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: 'var(--ds-space-2)', border: '1px solid var(--ds-border)', borderRadius: 'var(--ds-radius)' }}>
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
