import type { CurrentBanner } from '../../contract/dashboard';
import { imageUrl } from '../../format/image';
import { Link } from '../../router/router';
import { buttonClass } from '../Button/Button';
import styles from './PromoBanner.module.css';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const TEMPLATE = /\{width\}|%7Bwidth%7D/i;

/** Spec section 9: banners are 1170 x 150 or 450 x 150; the narrow one serves phones. */
export const NARROW_BANNER = { width: 450, height: 150, media: '(max-width: 640px)' } as const;
const LOCALE_PREFIX = /^\/(en|nl|fr)(?=[/?#]|$)/;

/** A portal path without its locale segment (the router's basename adds the current one). */
export function internalPath(href: string): string {
  const rest = href.replace(LOCALE_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export interface PromoBannerProps {
  /** the banner of banner/current?locationType (null or undefined: nothing is shown) */
  banner: CurrentBanner | null | undefined;
  /** the region's accessible name */
  label: string;
  /** the image's size (spec section 9: 450x150 or 1170x150), filled into the image URL template */
  width: number;
  height: number;
}

/**
 * A banner (spec section 3: image, name, call to action with a hyperlink) at a location of the portal:
 * dashboard, webshop, basket. It shows nothing while there is none: a banner is promotion, never worth
 * an error on the page around it. Internal links stay in the portal, others are plain links. An image
 * URL template (the API's artwork) is drawn for the slot's size, and at 450 x 150 on narrow screens
 * (its text stays readable); an uploaded image is cropped to the slot.
 */
export function PromoBanner({ banner, label, width, height }: PromoBannerProps) {
  if (!banner) return null;
  const href = banner.Hyperlink ?? '';
  const cta = banner.CTAText && href ? banner.CTAText : null;
  const template = TEMPLATE.test(banner.Image);
  return (
    <section className={`ds-card ${styles.banner}`} aria-label={label}>
      <picture>
        {template && <source media={NARROW_BANNER.media} srcSet={imageUrl(banner.Image, NARROW_BANNER.width, NARROW_BANNER.height)} width={NARROW_BANNER.width} height={NARROW_BANNER.height} />}
        <img
          src={imageUrl(banner.Image, width, height)}
          alt={banner.Name}
          width={width}
          height={height}
          className={styles.image}
          // drawn artwork has the asked size (and the narrow source its own ratio); an upload is fitted to the
          // slot's proportions, known at run time
          style={template ? undefined : { aspectRatio: `${width} / ${height}` }}
        />
      </picture>
      {cta && (
        <div className={styles.cta}>
          {EXTERNAL.test(href) ? (
            <a className={buttonClass('primary')} href={href}>
              {cta}
            </a>
          ) : (
            <Link className={buttonClass('primary')} to={internalPath(href)}>
              {cta}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
