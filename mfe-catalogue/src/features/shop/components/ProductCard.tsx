import { memo } from 'react';
import type { ProductGroupItem } from 'shared-kernel/contract';
import { Link, formatMoney, paths, swatchStyle, type Locale, type RoleFlags } from 'shared-kernel';
import { imageUrl } from 'shared-kernel';
import { GROUP_IMAGE } from '../lib/image';
import { priceView } from '../lib/price';
import styles from './ProductCard.module.css';

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
    <article className={`ds-card ds-stack ds-stack--tight ${styles.card}`}>
      <Link to={productHref(item)} className={`ds-stack ds-stack--tight ${styles.link}`}>
        {image ? (
          <img
            src={imageUrl(image, GROUP_IMAGE.width, GROUP_IMAGE.height)}
            alt=""
            width={GROUP_IMAGE.width}
            height={GROUP_IMAGE.height}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <div
            role="img"
            aria-label={texts.noImage}
            className={styles.placeholder}
          />
        )}
        <span className={`ds-muted ${styles.brand}`}>
          {item.BrandName || item.Brand.Name}
        </span>
        <strong className={styles.name}>{item.Name}</strong>
      </Link>
      <span className={`ds-muted ${styles.code}`}>
        {texts.model}: {item.ErpId}
      </span>
      {item.Colors.length > 0 && (
        <ul aria-label={texts.colours} className={`ds-row ${styles.colours}`}>
          {item.Colors.map((c) => (
            <li
              key={c.ColorId}
              title={c.Color}
              className={styles.colour}
              style={swatchStyle(c.HexCode)}
            >
              <span className="ds-visually-hidden">{c.Color}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        {price.kind === 'price' && (
          <p className={styles.flat}>
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
          <p className={`ds-muted ${styles.note}`}>
            {texts.onRequest}
          </p>
        )}
      </div>
    </article>
  );
});
