import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Branches overview: 100 per page (also the branch options of the banner and notification forms). */
export const BRANCHES_PAGE_SIZE = 100;

/** Branches (contract branch.ts): overview, one branch, update (branches are not created in the portal). */
export const branchEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listBranches: build.query<OpResponse<'listBranches'>, OpArgs<'listBranches'>>({
      query: (args) => opRequest('listBranches', args),
      providesTags: ['Branch'],
    }),
    getBranch: build.query<OpResponse<'getBranch'>, OpArgs<'getBranch'>>({
      query: (args) => opRequest('getBranch', args),
      providesTags: ['Branch'],
    }),
    updateBranch: build.mutation<OpResponse<'updateBranch'>, OpArgs<'updateBranch'>>({
      query: (args) => opRequest('updateBranch', args),
      invalidatesTags: ['Branch'],
    }),
  }),
});

export const { useListBranchesQuery, useGetBranchQuery, useUpdateBranchMutation } = branchEndpoints;
