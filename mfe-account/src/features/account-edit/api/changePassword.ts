import type { ChangePassword } from 'shared-kernel/contract';
import { accountEditApi } from './tags';

/** POST Account/ChangePassword (no locale): OldPassword, NewPassword, ConfirmPassword. */
export const changePasswordApi = accountEditApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<null, ChangePassword>({
      query: (body) => ({ url: 'Account/ChangePassword', method: 'POST', body, noLocale: true }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
