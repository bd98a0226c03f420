import { useIntl } from 'react-intl';
import { Link } from 'shared-kernel';
import { usePortal } from 'shared-kernel';
import { useGetCurrentBannerQuery } from '../api/getCurrentBanner';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const LOCALE_PREFIX = /^\/(en|nl|fr)(?=[/?#]|$)/;

/** A portal path without its locale segment (the router's basename adds the current one). */
export function internalPath(href: string): string {
  const rest = href.replace(LOCALE_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The banner at location Dashboard: image and call to action. Nothing while it loads, when there is
 * none (the API answers null) or when it fails: a banner is promotion, never worth an error on the home page.
 */
export function DashboardBanner() {
  const intl = useIntl();
  const { locale } = usePortal();
  const { data: banner } = useGetCurrentBannerQuery({ locale });
  if (!banner) return null;

  const cta = banner.CTAText && banner.Hyperlink ? banner.CTAText : null;
  const href = banner.Hyperlink ?? '';
  return (
    <section className="ds-card ds-stack ds-stack--tight" aria-label={intl.formatMessage({ id: 'account.dashboard.banner.label' })}>
      <img src={banner.Image} alt={banner.Name} style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
      {cta && (
        <div className="ds-row ds-row--end">
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
