import type { Branch, Paged } from 'shared-kernel/contract';
import { branchesApi } from './tags';

/** Spec section 9: branches overview, 100 per page. */
export const BRANCHES_PAGE_SIZE = 100;

/** GET branch?Page&PageSize=100 (admin). */
export const getBranchesApi = branchesApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminBranches: build.query<Paged<Branch>, { page: number }>({
      query: ({ page }) => ({ url: 'branch', params: { Page: page, PageSize: BRANCHES_PAGE_SIZE } }),
      providesTags: ['AdminBranch'],
    }),
  }),
});

export const { useGetAdminBranchesQuery } = getBranchesApi;
