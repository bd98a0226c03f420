import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-kernel';
import { localePath, type Locale, type Session } from 'shared-kernel';
import { useShellConfig } from '../ShellConfigContext';
import { footerLinks, SOCIAL_LINKS } from './menus';
import styles from './Footer.module.css';

/** Footer of spec section 2 with the role rules of section 6, plus the versions panel link. */
export function Footer({ session, locale }: { session: Session | null; locale: Locale }) {
  const intl = useIntl();
  const config = useShellConfig();
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
        <ul className={styles.links}>
          {footerLinks(session, config.corporateSiteUrl).map((l) => (
            <li key={l.id}>
              {l.external ? (
                <a href={l.to} target="_blank" rel="noreferrer noopener">
                  <FormattedMessage id={`shell.footer.${l.id}`} />
                </a>
              ) : (
                <Link to={localePath(locale, l.to)}>
                  <FormattedMessage id={`shell.footer.${l.id}`} />
                </Link>
              )}
            </li>
          ))}
        </ul>
        <ul className={styles.links}>
          {SOCIAL_LINKS.map((s) => (
            <li key={s.id}>
              <a href={s.to} target="_blank" rel="noreferrer noopener">
                <FormattedMessage id={`shell.footer.${s.id}`} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
