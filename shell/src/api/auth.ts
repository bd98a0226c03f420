import type { ConfirmEmailResponse, ImpersonationResponse, Register } from 'shared-kernel/contract';
import { shellApi } from '../app/api';

/** Account calls of spec section 7 (no locale) of the registration page and the signed-in frame; the signed-out
 * pages' calls are plain requests (accountCalls.ts), so /login's first load carries no RTK Query. */
export const authApi = shellApi.injectEndpoints({
  endpoints: (b) => ({
    confirmEmail: b.query<ConfirmEmailResponse, { userId: string; code: string }>({
      query: (params) => ({ url: 'Account/ConfirmEmail', params, noLocale: true }),
    }),
    /** POST Account/Register?userId&code: the code of the invitation e-mail binds it to ConfirmEmail (contract RegisterQuerySchema) */
    register: b.mutation<void, { userId: string; code: string; body: Register }>({
      query: ({ userId, code, body }) => ({ url: 'Account/Register', method: 'POST', params: { userId, code }, body, noLocale: true }),
    }),
    impersonate: b.mutation<ImpersonationResponse, string>({
      query: (customerKey) => ({ url: 'Account/Impersonate', method: 'POST', params: { customerKey }, noLocale: true }),
    }),
    revertImpersonation: b.mutation<ImpersonationResponse, void>({
      query: () => ({ url: 'Account/RevertImpersonate', method: 'POST', noLocale: true }),
    }),
    enableWatching: b.mutation<void, void>({
      query: () => ({ url: 'account/customeriswatching', method: 'POST', noLocale: true }),
    }),
    disableWatching: b.mutation<void, string>({
      query: (Password) => ({ url: 'Account/DisableCustomerIsWatching', method: 'POST', body: { Password }, noLocale: true }),
    }),
  }),
});

export const {
  useConfirmEmailQuery,
  useRegisterMutation,
  useImpersonateMutation,
  useRevertImpersonationMutation,
  useEnableWatchingMutation,
  useDisableWatchingMutation,
} = authApi;
