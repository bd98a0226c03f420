import type { Branch } from 'shared-kernel/contract';
import { branchesApi } from './tags';

/** GET branch/{id}: the branch with every brand (keyed by code), its membership and country restrictions. */
export const getBranchApi = branchesApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminBranch: build.query<Branch, number>({
      query: (id) => ({ url: `branch/${id}` }),
      providesTags: ['AdminBranch'],
    }),
  }),
});

export const { useGetAdminBranchQuery } = getBranchApi;
