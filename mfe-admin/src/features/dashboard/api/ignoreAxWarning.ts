import { adminApi } from '../../../app/api';

/** DELETE axwarning/{id}: ignore the warning (it leaves the list). */
export const ignoreAxWarningApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    ignoreAxWarning: build.mutation<null, number>({
      query: (id) => ({ url: `axwarning/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AxWarning'],
    }),
  }),
});

export const { useIgnoreAxWarningMutation } = ignoreAxWarningApi;
