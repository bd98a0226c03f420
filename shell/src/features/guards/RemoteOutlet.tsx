import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation } from 'shared-kernel';
import { getRuntime, isOnline, mayEnter, splitLocale, useOnline, type Locale } from 'shared-kernel';
import { NeedsNetworkPage } from '../offline/OfflineBanner';
import { areaFor, redirectFor, remoteFor } from '../../config/routeTable';
import { useSession } from '../../app/hooks';
import { RemoteRoute } from '../remotes/RemoteRoute';

/**
 * Every signed-in portal path that is not the shell's own: redirects of the route table, the role
 * guard of spec section 6 (others are sent to /), then the owning remote's parcel.
 */
export function RemoteOutlet({ locale }: { locale: Locale }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { rest } = splitLocale(pathname);
  // trade-show mode (issue 19): the shop and the basket need live stock. Opened offline, their routes say
  // so; one already open stays when the network drops (its own buttons are disabled), and the notice
  // gives way as soon as the network is back.
  const online = useOnline();
  const [entry, setEntry] = useState({ pathname, offline: !isOnline() });
  if (entry.pathname !== pathname) setEntry({ pathname, offline: !isOnline() });
  const offlineAtEntry = entry.pathname === pathname ? entry.offline : !isOnline();
  const redirect = redirectFor(rest);
  if (redirect) return <Navigate to={`/${locale}${redirect}${search}`} replace />;
  const area = areaFor(rest);
  if (session && area && !mayEnter(area, session.role)) return <Navigate to={`/${locale}`} replace />;
  const remote = remoteFor(rest);
  if (offlineAtEntry && !online && (remote === 'catalogue' || remote === 'basket')) return <NeedsNetworkPage />;
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
  return <RemoteRoute key={remote} remote={remote} session={session} locale={locale} apiBaseUrl={getRuntime().apiBaseUrl} />;
}
