import { adminApi } from '../../../app/api';

/** POST axwarning/{id}/resend: send the export to AX again. */
export const resendAxWarningApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    resendAxWarning: build.mutation<null, number>({
      query: (id) => ({ url: `axwarning/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['AxWarning'],
    }),
  }),
});

export const { useResendAxWarningMutation } = resendAxWarningApi;
