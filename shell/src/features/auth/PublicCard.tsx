import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, paths, type Locale } from 'shared-kernel';
import { LanguageMenu } from '../../components/LanguageMenu';
import { MixedVersionsBadge } from '../../components/MixedVersionsBadge';
import styles from './PublicCard.module.css';

/** The frame of the public pages: title, language switch, content, link back to sign-in. */
export function PublicCard({ titleId, locale, children, backToLogin = true }: { titleId: string; locale: Locale; children: ReactNode; backToLogin?: boolean }) {
  return (
    <main className={`${styles.public} ds-page`} id="main">
      <div className={`${styles.card} ds-card`}>
        <div className={`ds-row ${styles.top}`}>
          <h1>
            <FormattedMessage id={titleId} />
          </h1>
          <LanguageMenu locale={locale} />
        </div>
        {/* a QA override is visible before sign-in too */}
        <MixedVersionsBadge locale={locale} />
        {children}
        {backToLogin && (
          <p>
            <Link to={paths.login.href(locale)}>
              <FormattedMessage id="shell.register.toLogin" />
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}
