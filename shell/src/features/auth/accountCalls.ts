import type { LoginResponse } from 'shared-kernel/contract';
import { getRuntime, portalFetch, type PortalRequest } from 'shared-kernel';

/**
 * The signed-out pages' calls (sign-in, forgotten and new password) as plain requests, without RTK Query:
 * /login's first load does not carry RTK Query's 15.5 KB gzip. A failure throws its PortalError, as
 * `unwrap()` of an RTK Query mutation does, so useDraftForm handles them the same way.
 */
async function call<T>(req: PortalRequest): Promise<T> {
  const result = await portalFetch(req);
  if ('error' in result) throw result.error;
  return result.data as T;
}

/** POST /token (the token call: its own address, spec section 7) */
export const login = ({ userName, password }: { userName: string; password: string }) =>
  call<LoginResponse>({
    url: `${getRuntime().apiBaseUrl}/token`,
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', userName, password }),
  });

export const forgotPassword = (body: { Email: string }) => call<void>({ url: 'Account/ForgotPassword', method: 'POST', body, noLocale: true });

export const resetPassword = (body: { UserId: string; Password: string; Code: string }) =>
  call<void>({ url: 'Account/ResetPassword', method: 'POST', body, noLocale: true });
