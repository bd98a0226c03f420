import { usersApi } from './tags';

/** POST Account/ForgotPassword (no locale): sends a user the password reset e-mail. */
export const sendResetMailApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    sendResetMail: build.mutation<null, { Email: string }>({
      query: (body) => ({ url: 'Account/ForgotPassword', method: 'POST', body, noLocale: true }),
    }),
  }),
});

export const { useSendResetMailMutation } = sendResetMailApi;
