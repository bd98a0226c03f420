import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  clearSession,
  emit,
  getToken,
  handleUnauthorized,
  isPortalError,
  markTokenEnding,
  on,
  pageNavigation,
  paths,
  readOriginalSession,
  roleHome,
  sessionFromImpersonation,
  toastPortalError,
  writeOriginalSession,
  writeSession,
  type Locale,
} from 'shared-kernel';
import { useSession } from '../../app/hooks';
import { useImpersonateMutation, useRevertImpersonationMutation } from '../../api/auth';

/**
 * Impersonation (spec section 4): an admin or salesman becomes a customer by key; the token is
 * swapped and the page reloads at /customer so no remote keeps the previous user's data. Revert
 * restores the original user and goes to /admin or /salesman.
 */
export function useImpersonation(locale: Locale) {
  const intl = useIntl();
  const session = useSession();
  const [impersonate] = useImpersonateMutation();
  const [revert, { isLoading: reverting }] = useRevertImpersonationMutation();

  const start = useCallback(
    async (customerKey: string) => {
      if (!session || (session.role !== 'Admin' && session.role !== 'Vertegenwoordiger')) return;
      const result = await impersonate(customerKey);
      if ('error' in result) {
        toastPortalError(result.error, intl.formatMessage({ id: 'shell.impersonation.failed' }), 4000);
        return;
      }
      writeOriginalSession(session);
      writeSession(sessionFromImpersonation(result.data));
      emit('impersonation.changed', { impersonated: true });
      pageNavigation.assign(paths.customerHome.href(locale));
    },
    [session, impersonate, intl, locale],
  );

  const exit = useCallback(async () => {
    // the server ends the impersonation token before its answer is back: a remote's request refused
    // meanwhile is this stop, not a sign-out (shared-kernel's portalFetch)
    const ending = getToken();
    const unmark = ending ? markTokenEnding(ending) : () => undefined;
    const result = await revert();
    if ('error' in result) {
      unmark();
      // the stop's own 401: the impersonation had ended already (expired, or stopped in another tab)
      if (isPortalError(result.error) && result.error.status === 401 && ending && getToken() === ending) {
        handleUnauthorized();
        return;
      }
      toastPortalError(result.error, intl.formatMessage({ id: 'shell.impersonation.failed' }), 4000);
      return;
    }
    const original = sessionFromImpersonation(result.data);
    const keep = readOriginalSession();
    clearSession();
    writeSession(original.userId === keep?.userId ? { ...keep, ...original } : original);
    emit('impersonation.changed', { impersonated: false });
    pageNavigation.assign(roleHome(original.role).href(locale));
  }, [revert, intl, locale]);

  useEffect(() => on('impersonation.request', ({ customerKey }) => void start(customerKey)), [start]);

  return { start, exit, reverting };
}
