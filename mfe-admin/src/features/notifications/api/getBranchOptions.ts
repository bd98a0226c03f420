import type { Branch, Paged } from 'shared-kernel/contract';
import { notificationsApi } from './tags';

/** GET branch?PageSize=100: the branches a notification can target (id and name only are used). */
export const getNotificationBranchOptionsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationBranchOptions: build.query<Paged<Branch>, void>({
      query: () => ({ url: 'branch', params: { Page: 1, PageSize: 100 } }),
    }),
  }),
});

export const { useGetNotificationBranchOptionsQuery } = getNotificationBranchOptionsApi;
