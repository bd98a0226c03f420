import { useIntl } from 'react-intl';
import { Link, usePortal } from 'shared-kernel';
import { useGetShopBannerQuery } from '../api/getShopBanner';
import { imageUrl } from '../../../lib/image';
import { BANNER_IMAGE } from '../lib/image';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const LOCALE_PREFIX = /^\/(en|nl|fr)(?=[/?#]|$)/;

/** A portal path without its locale segment (the router's basename adds the current one). */
export function internalPath(href: string): string {
  const rest = href.replace(LOCALE_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The banner at location Webshop (1170x150) with its call to action. Nothing while it loads, when the
 * API answers null, or when it fails: a banner is promotion, never worth an error above the shop.
 */
export function ShopBanner() {
  const intl = useIntl();
  const { locale } = usePortal();
  const { data: banner } = useGetShopBannerQuery({ locale });
  if (!banner) return null;
  const href = banner.Hyperlink ?? '';
  const cta = banner.CTAText && href ? banner.CTAText : null;
  return (
    <section className="ds-card" aria-label={intl.formatMessage({ id: 'catalogue.shop.banner' })} style={{ padding: 0, overflow: 'hidden', position: 'relative' }}>
      <img
        src={imageUrl(banner.Image, BANNER_IMAGE.width, BANNER_IMAGE.height)}
        alt={banner.Name}
        width={BANNER_IMAGE.width}
        height={BANNER_IMAGE.height}
        style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${BANNER_IMAGE.width} / ${BANNER_IMAGE.height}`, objectFit: 'cover' }}
      />
      {cta && (
        <div style={{ position: 'absolute', right: 'var(--ds-space-4)', bottom: 'var(--ds-space-4)' }}>
          {EXTERNAL.test(href) ? (
            <a className="ds-button ds-button--primary" href={href}>
              {cta}
            </a>
          ) : (
            <Link className="ds-button ds-button--primary" to={internalPath(href)}>
              {cta}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
