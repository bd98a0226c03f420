import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import type { Locale } from 'shared-kernel';
import { useSession } from '../../app/hooks';
import { useImpersonation } from '../impersonation/useImpersonation';
import { Footer } from './Footer';
import { Header } from './Header';

/** The signed-in frame: header, menu, the routed content, footer. */
export function Layout({ locale }: { locale: Locale }) {
  const session = useSession();
  const { exit, reverting } = useImpersonation(locale);
  if (!session) return null;
  return (
    <div className="shell-layout">
      <a className="shell-skip" href="#main">
        <FormattedMessage id="shell.skip" />
      </a>
      <Header session={session} locale={locale} onExitImpersonation={() => void exit()} exiting={reverting} />
      <main id="main" className="shell-content">
        <Outlet />
      </main>
      <Footer session={session} locale={locale} />
    </div>
  );
}
