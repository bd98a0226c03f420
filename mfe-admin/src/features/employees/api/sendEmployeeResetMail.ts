import { employeesApi } from './tags';

/** POST Account/ForgotPassword (no locale): sends the employee the password reset e-mail. */
export const sendEmployeeResetMailApi = employeesApi.injectEndpoints({
  endpoints: (build) => ({
    sendEmployeeResetMail: build.mutation<null, { Email: string }>({
      query: (body) => ({ url: 'Account/ForgotPassword', method: 'POST', body, noLocale: true }),
    }),
  }),
});

export const { useSendEmployeeResetMailMutation } = sendEmployeeResetMailApi;
