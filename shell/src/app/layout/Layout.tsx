import { FormattedMessage } from 'react-intl';
import { Suspense, useEffect } from 'react';
import { LoadingState, Outlet, preloadDesignSystem } from 'shared-kernel';
import type { Locale } from 'shared-kernel';
import { useSession } from '../hooks';
import { useImpersonation } from '../../features/impersonation/useImpersonation';
import { OfflineBanner } from '../../features/offline/OfflineBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { onFirstInteraction } from './onFirstInteraction';
import styles from './Layout.module.css';

/** The signed-in frame: header, menu, the routed content, footer. */
export function Layout({ locale }: { locale: Locale }) {
  const session = useSession();
  const { exit, reverting } = useImpersonation(locale);
  // signed in: the dialogs and tabs of the design system will be wanted soon, once the user starts
  // acting on the page (no shown page needs them: they stay out of the route's first load)
  useEffect(() => onFirstInteraction(preloadDesignSystem), []);
  if (!session) return null;
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        <FormattedMessage id="shell.skip" />
      </a>
      <Header session={session} locale={locale} onExitImpersonation={() => void exit()} exiting={reverting} />
      <OfflineBanner />
      <main id="main" className={styles.content}>
        {/* the routes' own chunks load under the header, which stays */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer session={session} locale={locale} />
    </div>
  );
}
