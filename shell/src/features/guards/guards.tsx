import { Navigate, Outlet, useLocation, useSearchParams } from 'shared-kernel';
import { paths, roleHome, type Locale } from 'shared-kernel';
import { useSession } from '../../app/hooks';
import { safeRedirect } from '../../lib/safeRedirect';

/** Not signed in: to /{locale}/login?redirect=<where the user wanted to go> (spec section 6). */
export function RequireAuth({ locale }: { locale: Locale }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) {
    return <Navigate to={paths.login.href(locale, { redirect: pathname + search })} replace />;
  }
  return <Outlet />;
}

/**
 * A signed-in user opening /login goes to / (and from there home), or to the redirect value when the
 * address carries one. The login page navigates there itself after sign-in, but React Router runs its
 * navigation as a transition while the session update is urgent: this guard can render first, and it
 * must send the user to the same place.
 */
export function PublicOnly({ locale }: { locale: Locale }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (!session) return <Outlet />;
  return <Navigate to={safeRedirect(params.get('redirect')) ?? paths.home.href(locale)} replace />;
}

/** /{locale}: home by role. */
export function HomeRedirect({ locale }: { locale: Locale }) {
  const session = useSession();
  if (!session) return <Navigate to={paths.login.href(locale)} replace />;
  return <Navigate to={roleHome(session.role).href(locale)} replace />;
}
