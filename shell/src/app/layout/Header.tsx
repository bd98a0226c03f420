import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClass, Link, NavLink, useNavigate, Button, clearSession, emit, localePath, paths, roleFlags, type Locale, type Session, useOnline } from 'shared-kernel';
import { useShellConfig } from '../ShellConfigContext';
import { RemoteWidget } from '../../components/RemoteWidget';
import { WatchingToggle } from '../../features/watching/WatchingToggle';
import { HeaderLogo } from './HeaderLogo';
import { LanguageMenu } from '../../components/LanguageMenu';
import { accountPath, menuFor } from './menus';
import { MixedVersionsBadge } from '../../components/MixedVersionsBadge';
import { useShopHref } from './useShopHref';
import styles from './Header.module.css';

interface Props {
  session: Session;
  locale: Locale;
  onExitImpersonation: () => void;
  exiting: boolean;
}

/** Header of spec section 2: contact, search (customers), watching, account, language, basket, menu. */
export function Header({ session, locale, onExitImpersonation, exiting }: Props) {
  const intl = useIntl();
  const config = useShellConfig();
  const navigate = useNavigate();
  const shopHref = useShopHref();
  const f = roleFlags(session);
  const customerSide = f.isCustomer || f.isPersoneel || f.isMarketing;
  // trade-show mode (issue 19): those who edit pre-orders get the sync center in the header; offline,
  // the menu entries that need live data (shop, basket, downloads) are disabled with the reason
  const editsPreOrders = f.isAdmin || f.isSalesman || f.isCustomer || f.isPersoneel;
  const online = useOnline();
  const needsNetwork = (id: string) => !online && (id === 'shop' || id === 'basket' || id === 'downloads');
  const widgetProps = { session, locale, routeBase: paths.home.href(locale), navigate: (to: string, o?: { replace?: boolean }) => navigate(to, o) };

  return (
    <header className={styles.header}>
      {session.impersonated && (
        <div className={styles.impersonation} role="region" aria-label={intl.formatMessage({ id: 'shell.impersonation.label' })}>
          <span>
            <FormattedMessage id="shell.impersonation.banner" values={{ customer: session.customerName, key: session.customerKey }} />
          </span>
          <Button variant="secondary" onClick={onExitImpersonation} busy={exiting} disabled={exiting}>
            <FormattedMessage id="shell.impersonation.exit" />
          </Button>
        </div>
      )}
      <div className={styles.topbar}>
        <span className={styles.contactLine}>
          <a href={`tel:${config.contactPhone.replace(/[^+\d]/g, '')}`}>{config.contactPhone}</a>{' '}
          <FormattedMessage id="shell.header.availability" />
        </span>
        <MixedVersionsBadge locale={locale} />
        <LanguageMenu locale={locale} />
      </div>
      <div className={styles.mainbar}>
        <HeaderLogo to={paths.home.href(locale)} />
        {customerSide && (
          <div className={styles.search}>
            <RemoteWidget remote="catalogue" expose="HeaderSearch" {...widgetProps} />
          </div>
        )}
        <div className={styles.actions}>
          {customerSide && !f.isMarketing && <WatchingToggle />}
          <Link className={buttonClass('secondary')} to={paths.contact.href(locale, {})}>
            <FormattedMessage id="shell.header.contact" />
          </Link>
          {/* mounted for marketing too: the basket is loaded for them (spec section 6); the widget
              itself shows the icon to customers and staff only */}
          {customerSide && (
            <RemoteWidget
              remote="basket"
              expose="BasketBadge"
              {...widgetProps}
              fallback={
                f.isMarketing ? null : (
                  <Link to={paths.basketOverview.href(locale)}>
                    <FormattedMessage id="shell.menu.basket" />
                  </Link>
                )
              }
            />
          )}
          {editsPreOrders && <RemoteWidget remote="preorders" expose="SyncBadge" {...widgetProps} />}
          <AccountMenu session={session} locale={locale} />
        </div>
      </div>
      <nav className={styles.menu} aria-label={intl.formatMessage({ id: 'shell.menu.label' })}>
        <ul>
          {menuFor(session, shopHref).map((item) => (
            <li key={item.id}>
              {needsNetwork(item.id) ? (
                <span className={styles.offlineEntry} aria-disabled="true" title={intl.formatMessage({ id: 'shell.offline.needsNetwork' })}>
                  <FormattedMessage id={`shell.menu.${item.id}`} />
                  <span className="ds-visually-hidden">
                    {' '}
                    (<FormattedMessage id="shell.offline.needsNetwork" />)
                  </span>
                </span>
              ) : (
                <NavLink to={localePath(locale, item.to)}>
                  <FormattedMessage id={`shell.menu.${item.id}`} />
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function AccountMenu({ session, locale }: { session: Session; locale: Locale }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // a click or tap anywhere outside closes the menu
  useEffect(() => {
    if (!open) return undefined;
    const close = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  const logout = () => {
    clearSession();
    emit('auth.changed', { signedIn: false });
    window.location.assign(paths.login.href(locale));
  };
  return (
    <div ref={ref} className={styles.account} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className={buttonClass('secondary')} aria-expanded={open} aria-controls="shell-account-menu" onClick={() => setOpen((o) => !o)}>
        {session.firstName} {session.lastName}
      </button>
      {open && (
        <ul id="shell-account-menu" className={`${styles.accountMenu} ds-card`}>
          <li>
            <Link to={localePath(locale, accountPath(session))} onClick={() => setOpen(false)}>
              <FormattedMessage id="shell.account.edit" />
            </Link>
          </li>
          <li>
            <button type="button" className={buttonClass('link')} onClick={logout}>
              <FormattedMessage id="shell.account.logout" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
