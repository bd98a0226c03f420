import { useMemo, useState } from 'react';
import { Navigate, useLocation, getRuntime, mayEnter, splitLocale, type Locale, localePath, NotFound, paths, isOnline, useOnline } from 'shared-kernel';
import { areaFor, passesWhileImpersonating, redirectFor, remoteFor } from '../config/routeTable';
import { NeedsNetworkPage } from '../features/offline/OfflineBanner';
import { useSession } from './hooks';
import { useShellConfig } from './ShellConfigContext';
import { portalConfigOf } from '../config/runtimeConfig';
import { RemoteRoute } from '../components/RemoteRoute';

/**
 * Every signed-in portal path that is not the shell's own: redirects of the path table, the role
 * guard of spec section 6 (others are sent to /), then the owning remote's parcel; the not-found page
 * for a path no one owns.
 */
export function RemoteOutlet({ locale }: { locale: Locale }) {
  const session = useSession();
  const shellConfig = useShellConfig();
  const config = useMemo(() => portalConfigOf(shellConfig), [shellConfig]);
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
  if (redirect) return <Navigate to={`${localePath(locale, redirect)}${search}`} replace />;
  const area = areaFor(rest);
  // the role guard of spec section 6; an impersonating admin or salesman also reaches the few staff pages
  // the customer's pages link to (passesWhileImpersonating: New pre-order)
  const pass = !!session?.impersonated && passesWhileImpersonating(rest);
  if (session && area && !mayEnter(area, session.role) && !pass) return <Navigate to={paths.home.href(locale)} replace />;
  const remote = remoteFor(rest);
  if (offlineAtEntry && !online && (remote === 'catalogue' || remote === 'basket')) return <NeedsNetworkPage />;
  if (!remote) return <NotFound home={paths.home.href(locale)} />;
  return <RemoteRoute key={remote} remote={remote} session={session} locale={locale} apiBaseUrl={getRuntime().apiBaseUrl} config={config} />;
}
