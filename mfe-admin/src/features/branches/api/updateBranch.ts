import type { Branch } from 'shared-kernel/contract';
import { branchesApi } from './tags';

/** PUT branch/{Id}: Name is read only; Brands replace membership and restrictions. */
export const updateBranchApi = branchesApi.injectEndpoints({
  endpoints: (build) => ({
    updateAdminBranch: build.mutation<Branch, Branch>({
      query: (body) => ({ url: `branch/${body.Id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminBranch'],
    }),
  }),
});

export const { useUpdateAdminBranchMutation } = updateBranchApi;
