import type { CurrentBanner } from '../../contract/dashboard';
import { imageUrl } from '../../format/image';
import { Link } from '../../router/router';
import { buttonClass } from '../Button/Button';
import styles from './PromoBanner.module.css';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
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
 * an error on the page around it. Internal links stay in the portal, others are plain links.
 */
export function PromoBanner({ banner, label, width, height }: PromoBannerProps) {
  if (!banner) return null;
  const href = banner.Hyperlink ?? '';
  const cta = banner.CTAText && href ? banner.CTAText : null;
  return (
    <section className={`ds-card ${styles.banner}`} aria-label={label}>
      <img
        src={imageUrl(banner.Image, width, height)}
        alt={banner.Name}
        width={width}
        height={height}
        className={styles.image}
        // the banner's own proportions, known at run time
        style={{ aspectRatio: `${width} / ${height}` }}
      />
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
