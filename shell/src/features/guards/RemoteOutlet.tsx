import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation } from 'shared-kernel';
import { getRuntime, mayEnter, splitLocale, type Locale } from 'shared-kernel';
import { areaFor, passesWhileImpersonating, redirectFor, remoteFor } from '../../config/routeTable';
import { useSession } from '../../app/hooks';
import { useShellConfig } from '../../app/ShellConfigContext';
import { portalConfigOf } from '../../config/runtimeConfig';
import { RemoteRoute } from '../remotes/RemoteRoute';

/**
 * Every signed-in portal path that is not the shell's own: redirects of the route table, the role
 * guard of spec section 6 (others are sent to /), then the owning remote's parcel.
 */
export function RemoteOutlet({ locale }: { locale: Locale }) {
  const session = useSession();
  const shellConfig = useShellConfig();
  const config = useMemo(() => portalConfigOf(shellConfig), [shellConfig]);
  const { pathname, search } = useLocation();
  const { rest } = splitLocale(pathname);
  const redirect = redirectFor(rest);
  if (redirect) return <Navigate to={`/${locale}${redirect}${search}`} replace />;
  const area = areaFor(rest);
  // the role guard of spec section 6; an impersonating admin or salesman also reaches the few staff pages
  // the customer's pages link to (passesWhileImpersonating: New pre-order)
  const pass = !!session?.impersonated && passesWhileImpersonating(rest);
  if (session && area && !mayEnter(area, session.role) && !pass) return <Navigate to={`/${locale}`} replace />;
  const remote = remoteFor(rest);
  if (!remote) {
    return (
      <div className="ds-page" role="alert">
        <h1>
          <FormattedMessage id="shell.notFound.title" />
        </h1>
        <Link to={`/${locale}`}>
          <FormattedMessage id="shell.notFound.home" />
        </Link>
      </div>
    );
  }
  return <RemoteRoute key={remote} remote={remote} session={session} locale={locale} apiBaseUrl={getRuntime().apiBaseUrl} config={config} />;
}
