import { useMemo, useState } from 'react';
import type { AddItemsResponse, ProductGroupDetail } from 'shared-kernel/contract';
import { Button, Link, Notice, imageUrl, swatchStyle, useSearchParams, usePortal, paths } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRAND_LOGO } from '../../../lib/brandLogo';
import { blocksAddToCart } from '../../../lib/stock';
import { useGetBasketQuery } from '../../../api/basket';
import type { GetProductGroupArgs } from '../../../api/catalogue';
import { useAddToCart, type ChosenLine } from '../hooks/useAddToCart';
import { useRefreshProducts } from '../hooks/useRefreshProducts';
import { hasProductAccess, productPermissions } from '../lib/permissions';
import { AddedToCartDialog } from './AddedToCartDialog';
import { ColourLine } from './ColourLine';
import { MediaCarousel } from './MediaCarousel';
import { NoAccessNotice } from './NoAccessNotice';
import { ProductPrices } from './ProductPrices';
import { ProductTabs } from './ProductTabs';
import styles from './ProductDetail.module.css';

const matchesColour = (p: { ColorId: string; Color: string }, color: string | undefined) =>
  !!color && (p.ColorId === color || p.Color.toLowerCase() === color.toLowerCase());

/** The colour lines open at first: the `?color=` colour, else the first one. */
function initialOpen(group: ProductGroupDetail, color: string | undefined): Set<number> {
  const chosen = group.Products.filter((p) => matchesColour(p, color));
  return new Set((chosen.length ? chosen : group.Products.slice(0, 1)).map((p) => p.Id));
}

export interface ProductDetailProps {
  group: ProductGroupDetail;
  args: GetProductGroupArgs;
}

/** The product detail of one loaded product group (spec section 2). */
export function ProductDetail({ group, args }: ProductDetailProps) {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const [params, setParams] = useSearchParams();
  const perms = productPermissions(session);
  const access = hasProductAccess(group);
  const ordering = access && perms.canOrder;
  const symbol = session?.customerCurrencySymbol || '€';

  const [open, setOpen] = useState(() => initialOpen(group, args.query?.color));
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [dropshipmentChoice, setDropshipment] = useState<boolean | null>(null);
  const [added, setAdded] = useState<AddItemsResponse | null>(null);
  // the basket is read for its IsDropshipment only: adding products does not switch a dropshipment basket back by accident
  const { basketDropshipment } = useGetBasketQuery(undefined, { skip: !ordering, selectFromResult: ({ data }) => ({ basketDropshipment: data === undefined ? undefined : !!data?.IsDropshipment }) });
  const dropshipment = dropshipmentChoice ?? basketDropshipment ?? false;
  const { add, adding } = useAddToCart();
  const refreshProducts = useRefreshProducts(args);

  const lines: ChosenLine[] = useMemo(
    () => group.Products.flatMap((product) => product.Variants.map((variant) => ({ product, variant, amount: amounts[variant.Id] ?? 0 }))),
    [group, amounts],
  );
  const chosenCount = lines.reduce((n, l) => n + l.amount, 0);
  // mock-api checks the basket amount plus the new amount against the limit: so do we
  const blocked = blocksAddToCart(
    lines.map((l) => ({ variant: l.variant, amount: l.amount > 0 ? l.amount + l.variant.BasketAmount : 0 })),
    perms.impersonating,
  );

  const setAmount = (variantId: number, amount: number) => setAmounts((a) => ({ ...a, [variantId]: amount }));
  const toggle = (id: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const addToCart = async () => {
    const answer = await add(lines, dropshipment);
    if (!answer) return;
    const sent = lines.filter((l) => l.amount > 0);
    void refreshProducts(sent.map((l) => l.product.Id));
    if (!answer.Details.length) return;
    const addedIds = new Set(answer.Details.map((d) => d.ProductVariantId));
    setAmounts((a) => Object.fromEntries(Object.entries(a).filter(([id]) => !addedIds.has(Number(id)))));
    setAdded(answer);
  };

  const colourHref = (color: string | null) => {
    const next = new URLSearchParams(params);
    if (color) next.set('color', color);
    else next.delete('color');
    return `?${next.toString()}`;
  };
  const setStockOnly = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('stockOnly', 'true');
    else next.delete('stockOnly');
    setParams(next, { replace: true });
  };

  return (
    <div className="ds-page ds-stack">
      <nav aria-label={intl.formatMessage({ id: 'catalogue.product.breadcrumb' })} className={`ds-muted ${styles.breadcrumb}`}>
        <Link to={paths.shopOverview.path()}>
          <FormattedMessage id="catalogue.product.shop" />
        </Link>
        {' / '}
        <Link to={paths.shopOverview.path({ Brands: group.Brand.Code })}>{group.BrandName || group.Brand.Name}</Link>
        {' / '}
        <span aria-current="page">{group.Name}</span>
      </nav>

      <div className={styles.layout}>
        <MediaCarousel name={group.Name} images={group.Images} videos={group.LinkedVideos} />
        <div className="ds-stack">
          <div className="ds-stack ds-stack--tight">
            {/* the brand's logo (spec section 9: 170 x 79) leads to the shop filtered by the brand */}
            <Link to={paths.shopOverview.path({ Brands: group.Brand.Code })} className={styles.brandLink}>
              <img
                src={imageUrl(group.BrandLogo, BRAND_LOGO.width, BRAND_LOGO.height)}
                alt={intl.formatMessage({ id: 'catalogue.product.brandLogo' }, { brand: group.BrandName || group.Brand.Name })}
                width={BRAND_LOGO.width}
                height={BRAND_LOGO.height}
                className={styles.brandLogo}
              />
            </Link>
            <h1 className={styles.title}>{group.Name}</h1>
            <span className="ds-muted">
              <FormattedMessage id="catalogue.product.modelNumber" values={{ erpId: group.ErpId }} />
            </span>
            {group.Labels.length > 0 && (
              <span className={`ds-row ${styles.labels}`}>
                {group.Labels.map((l) => (
                  <span key={l} className={`ds-badge ${styles.label}`}>
                    {l}
                  </span>
                ))}
              </span>
            )}
          </div>
          {access ? <ProductPrices group={group} perms={perms} locale={locale} currencySymbol={symbol} /> : <NoAccessNotice brandCode={group.Brand.Code} brandName={group.BrandName || group.Brand.Name} />}
          {group.Colors.length > 1 && (
            <div className="ds-stack ds-stack--tight">
              <span className="ds-label">
                <FormattedMessage id="catalogue.product.colours" values={{ count: group.Colors.length }} />
              </span>
              <ul className={`ds-row ${styles.colours}`}>
                {args.query?.color && (
                  <li>
                    <Link to={colourHref(null)}>
                      <FormattedMessage id="catalogue.product.allColours" />
                    </Link>
                  </li>
                )}
                {group.Colors.map((c) => (
                  <li key={c.ColorId}>
                    <Link to={colourHref(c.ColorId)} title={c.Color} aria-label={c.Color} aria-current={matchesColour(c, args.query?.color) ? 'true' : undefined}>
                      <span aria-hidden="true" className={styles.colourDot} style={swatchStyle(c.HexCode)} />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>

      {access && (
        <section className="ds-stack" aria-labelledby="catalogue-product-order">
          <div className="ds-row ds-row--between">
            <h2 id="catalogue-product-order" className={styles.orderTitle}>
              <FormattedMessage id={perms.canOrder ? 'catalogue.product.order.title' : 'catalogue.product.order.titleSizes'} />
            </h2>
            <label className="ds-choice">
              <input type="checkbox" checked={args.query?.stockOnly === 'true'} onChange={(e) => setStockOnly(e.target.checked)} />
              <FormattedMessage id="catalogue.product.stockOnly" />
            </label>
          </div>
          {group.Products.length === 0 ? (
            <p className="ds-muted">
              <FormattedMessage id="catalogue.product.noColours" />
            </p>
          ) : (
            <div className="ds-stack ds-stack--tight">
              {group.Products.map((p) => (
                <ColourLine key={p.Id} product={p} open={open.has(p.Id)} onToggle={() => toggle(p.Id)} amounts={amounts} onAmount={setAmount} perms={perms} locale={locale} currencySymbol={symbol} />
              ))}
            </div>
          )}
          {perms.canOrder && (
            <div className={`ds-card ds-stack ds-stack--tight ${styles.orderBar}`}>
              {blocked && (
                <Notice kind="warning" className={styles.notice}>
                  <FormattedMessage id="catalogue.product.order.blocked" />
                </Notice>
              )}
              <div className="ds-row ds-row--between">
                <label className="ds-choice">
                  <input type="checkbox" checked={dropshipment} onChange={(e) => setDropshipment(e.target.checked)} />
                  <FormattedMessage id="catalogue.product.dropshipment" />
                </label>
                <span className="ds-row">
                  <span className="ds-muted" aria-live="polite">
                    <FormattedMessage id="catalogue.product.order.count" values={{ count: chosenCount }} />
                  </span>
                  <Button variant="primary" onClick={addToCart} disabled={blocked} busy={adding}>
                    <FormattedMessage id="catalogue.product.order.add" />
                  </Button>
                </span>
              </div>
            </div>
          )}
        </section>
      )}

      <ProductTabs group={group} />
      <AddedToCartDialog result={added} onClose={() => setAdded(null)} showPrices={perms.showPurchasePrice} />
    </div>
  );
}
