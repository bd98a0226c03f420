import type { Branch, Paged } from 'shared-kernel/contract';
import { bannersApi } from './tags';

/** GET branch?PageSize=100: the branches a banner can target. */
export const getBannerBranchOptionsApi = bannersApi.injectEndpoints({
  endpoints: (build) => ({
    getBannerBranchOptions: build.query<Paged<Branch>, void>({
      query: () => ({ url: 'branch', params: { Page: 1, PageSize: 100 } }),
    }),
  }),
});

export const { useGetBannerBranchOptionsQuery } = getBannerBranchOptionsApi;
