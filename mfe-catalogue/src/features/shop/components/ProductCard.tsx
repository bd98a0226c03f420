import { memo } from 'react';
import type { ProductGroupItem } from 'shared-kernel/contract';
import { Link, formatMoney, paths, type Locale, type RoleFlags } from 'shared-kernel';
import { imageUrl } from 'shared-kernel';
import { GROUP_IMAGE } from '../lib/image';
import { priceView } from '../lib/price';

/** Texts every card needs, translated once by the grid (cards stay free of hooks). */
export interface CardTexts {
  model: string;
  colours: string;
  from: string;
  was: string;
  onRequest: string;
  noImage: string;
}

export interface ProductCardProps {
  item: ProductGroupItem;
  /** the user's role flags (one object for the whole grid) */
  flags: RoleFlags;
  locale: Locale;
  currencySymbol: string;
  texts: CardTexts;
}

/** The product page of a group, opened on its first colour. */
export function productHref(item: Pick<ProductGroupItem, 'Id' | 'Colors'>): string {
  return paths.productDetail.path({ id: item.Id }, { color: item.Colors[0]?.ColorId });
}

/**
 * One product group of the grid: image (230x180, lazy), name, brand, model number, colour swatches
 * and the price this user may see. Kept light: no hooks of its own, so 96 of them render fast.
 */
export const ProductCard = memo(function ProductCard({ item, flags, locale, currencySymbol, texts }: ProductCardProps) {
  const image = item.Images[0];
  const price = priceView(item, flags);
  return (
    <article className="ds-card ds-stack ds-stack--tight" style={{ padding: 'var(--ds-space-3)', height: '100%' }}>
      <Link to={productHref(item)} className="ds-stack ds-stack--tight" style={{ color: 'inherit', textDecoration: 'none' }}>
        {image ? (
          <img
            src={imageUrl(image, GROUP_IMAGE.width, GROUP_IMAGE.height)}
            alt=""
            width={GROUP_IMAGE.width}
            height={GROUP_IMAGE.height}
            loading="lazy"
            decoding="async"
            style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${GROUP_IMAGE.width} / ${GROUP_IMAGE.height}`, objectFit: 'contain', background: 'var(--ds-surface-muted)', borderRadius: 'var(--ds-radius)' }}
          />
        ) : (
          <div
            role="img"
            aria-label={texts.noImage}
            style={{ aspectRatio: `${GROUP_IMAGE.width} / ${GROUP_IMAGE.height}`, background: 'var(--ds-surface-muted)', borderRadius: 'var(--ds-radius)' }}
          />
        )}
        <span className="ds-muted" style={{ fontSize: '0.8125rem', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
          {item.BrandName || item.Brand.Name}
        </span>
        <strong style={{ fontSize: '1rem', lineHeight: 1.3 }}>{item.Name}</strong>
      </Link>
      <span className="ds-muted" style={{ fontSize: '0.8125rem' }}>
        {texts.model}: {item.ErpId}
      </span>
      {item.Colors.length > 0 && (
        <ul aria-label={texts.colours} className="ds-row" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 'var(--ds-space-1)' }}>
          {item.Colors.map((c) => (
            <li
              key={c.ColorId}
              title={c.Color}
              style={{ width: 16, height: 16, borderRadius: '50%', background: c.HexCode, border: '1px solid var(--ds-border-strong)' }}
            >
              <span className="ds-visually-hidden">{c.Color}</span>
            </li>
          ))}
        </ul>
      )}
      <div style={{ marginTop: 'auto' }}>
        {price.kind === 'price' && (
          <p style={{ margin: 0 }}>
            {!item.IsSinglePrice && <span className="ds-muted">{texts.from} </span>}
            <strong>{formatMoney(price.price, locale, currencySymbol)}</strong>
            {price.original !== null && (
              <>
                {' '}
                <s className="ds-muted" aria-label={`${texts.was} ${formatMoney(price.original, locale, currencySymbol)}`}>
                  {formatMoney(price.original, locale, currencySymbol)}
                </s>
              </>
            )}
          </p>
        )}
        {price.kind === 'onRequest' && (
          <p className="ds-muted" style={{ margin: 0, fontStyle: 'italic' }}>
            {texts.onRequest}
          </p>
        )}
      </div>
    </article>
  );
});
