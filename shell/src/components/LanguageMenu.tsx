import { useIntl } from 'react-intl';
import { LOCALES, switchLocaleHref, type Locale } from 'shared-kernel';
import styles from './LanguageMenu.module.css';

/** Switching the language rewrites the first path segment and reloads, keeping only Brands. */
export function LanguageMenu({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <nav className={styles.lang} aria-label={intl.formatMessage({ id: 'shell.language.label' })}>
      {LOCALES.map((l) => (
        <a
          key={l}
          href={switchLocaleHref(window.location.pathname, window.location.search, l)}
          lang={l}
          hrefLang={l}
          aria-current={l === locale ? 'true' : undefined}
          className={l === locale ? `${styles.item} ${styles.active}` : styles.item}
          onClick={(e) => {
            e.preventDefault();
            window.location.assign(switchLocaleHref(window.location.pathname, window.location.search, l));
          }}
        >
          {l.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
