import type { ConfirmEmailResponse, ImpersonationResponse, LoginResponse, Register } from 'shared-kernel/contract';
import { getRuntime } from 'shared-kernel';
import { shellApi } from '../../app/api';

/** Account calls of spec section 7 (no locale); the token call uses its own endpoint. */
export const authApi = shellApi.injectEndpoints({
  endpoints: (b) => ({
    login: b.mutation<LoginResponse, { userName: string; password: string }>({
      query: ({ userName, password }) => ({
        url: `${getRuntime().apiBaseUrl}/token`,
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'password', userName, password }),
      }),
    }),
    confirmEmail: b.query<ConfirmEmailResponse, { userId: string; code: string }>({
      query: (params) => ({ url: 'Account/ConfirmEmail', params, noLocale: true }),
    }),
    /** POST Account/Register?userId&code: the code of the invitation e-mail binds it to ConfirmEmail (contract RegisterQuerySchema) */
    register: b.mutation<void, { userId: string; code: string; body: Register }>({
      query: ({ userId, code, body }) => ({ url: 'Account/Register', method: 'POST', params: { userId, code }, body, noLocale: true }),
    }),
    forgotPassword: b.mutation<void, { Email: string }>({
      query: (body) => ({ url: 'Account/ForgotPassword', method: 'POST', body, noLocale: true }),
    }),
    resetPassword: b.mutation<void, { UserId: string; Password: string; Code: string }>({
      query: (body) => ({ url: 'Account/ResetPassword', method: 'POST', body, noLocale: true }),
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
  useLoginMutation,
  useConfirmEmailQuery,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useImpersonateMutation,
  useRevertImpersonationMutation,
  useEnableWatchingMutation,
  useDisableWatchingMutation,
} = authApi;
