import { useMemo, useState } from 'react';
import type { AddItemsResponse, ProductGroupDetail } from 'shared-kernel/contract';
import { Button, Link, Notice, imageUrl, useSearchParams, usePortal, paths } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRAND_LOGO } from '../../../lib/brandLogo';
import { blocksAddToCart } from '../../../lib/stock';
import { useGetBasketDropshipmentQuery } from '../api/getBasketDropshipment';
import type { GetProductGroupArgs } from '../api/getProductGroup';
import { useAddToCart, type ChosenLine } from '../hooks/useAddToCart';
import { useRefreshProducts } from '../hooks/useRefreshProducts';
import { hasProductAccess, productPermissions } from '../lib/permissions';
import { AddedToCartDialog } from './AddedToCartDialog';
import { ColourLine } from './ColourLine';
import { MediaCarousel } from './MediaCarousel';
import { NoAccessNotice } from './NoAccessNotice';
import { ProductPrices } from './ProductPrices';
import { ProductTabs } from './ProductTabs';

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

  const [open, setOpen] = useState(() => initialOpen(group, args.color));
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [dropshipmentChoice, setDropshipment] = useState<boolean | null>(null);
  const [added, setAdded] = useState<AddItemsResponse | null>(null);
  const basketDropshipment = useGetBasketDropshipmentQuery(undefined, { skip: !ordering });
  const dropshipment = dropshipmentChoice ?? basketDropshipment.data ?? false;
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
      <nav aria-label={intl.formatMessage({ id: 'catalogue.product.breadcrumb' })} className="ds-muted" style={{ fontSize: '0.875rem' }}>
        <Link to={paths.shopOverview.path()}>
          <FormattedMessage id="catalogue.product.shop" />
        </Link>
        {' / '}
        <Link to={paths.shopOverview.path({ Brands: group.Brand.Code })}>{group.BrandName || group.Brand.Name}</Link>
        {' / '}
        <span aria-current="page">{group.Name}</span>
      </nav>

      <div style={{ display: 'grid', gap: 'var(--ds-space-6)', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', alignItems: 'start' }}>
        <MediaCarousel name={group.Name} images={group.Images} videos={group.LinkedVideos} />
        <div className="ds-stack">
          <div className="ds-stack ds-stack--tight">
            {/* the brand's logo (spec section 9: 170 x 79) leads to the shop filtered by the brand */}
            <Link to={paths.shopOverview.path({ Brands: group.Brand.Code })} style={{ alignSelf: 'flex-start' }}>
              <img
                src={imageUrl(group.BrandLogo, BRAND_LOGO.width, BRAND_LOGO.height)}
                alt={intl.formatMessage({ id: 'catalogue.product.brandLogo' }, { brand: group.BrandName || group.Brand.Name })}
                width={BRAND_LOGO.width}
                height={BRAND_LOGO.height}
                style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
              />
            </Link>
            <h1 style={{ margin: 0 }}>{group.Name}</h1>
            <span className="ds-muted">
              <FormattedMessage id="catalogue.product.modelNumber" values={{ erpId: group.ErpId }} />
            </span>
            {group.Labels.length > 0 && (
              <span className="ds-row" style={{ gap: 'var(--ds-space-2)' }}>
                {group.Labels.map((l) => (
                  <span key={l} className="ds-badge" style={{ borderRadius: 'var(--ds-radius)', padding: '2px 8px' }}>
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
              <ul className="ds-row" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 'var(--ds-space-2)' }}>
                {args.color && (
                  <li>
                    <Link to={colourHref(null)}>
                      <FormattedMessage id="catalogue.product.allColours" />
                    </Link>
                  </li>
                )}
                {group.Colors.map((c) => (
                  <li key={c.ColorId}>
                    <Link to={colourHref(c.ColorId)} title={c.Color} aria-label={c.Color} aria-current={matchesColour(c, args.color) ? 'true' : undefined}>
                      <span aria-hidden="true" style={{ display: 'block', width: 28, height: 28, borderRadius: '50%', background: c.HexCode, border: `2px solid ${matchesColour(c, args.color) ? 'var(--ds-brand)' : 'var(--ds-border)'}` }} />
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
            <h2 id="catalogue-product-order" style={{ margin: 0 }}>
              <FormattedMessage id={perms.canOrder ? 'catalogue.product.order.title' : 'catalogue.product.order.titleSizes'} />
            </h2>
            <label className="ds-choice">
              <input type="checkbox" checked={args.stockOnly ?? false} onChange={(e) => setStockOnly(e.target.checked)} />
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
            <div className="ds-card ds-stack ds-stack--tight" style={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
              {blocked && (
                <Notice kind="warning" style={{ margin: 0 }}>
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
