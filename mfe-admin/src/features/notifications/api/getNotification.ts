import type { AdminNotification } from 'shared-kernel/contract';
import { notificationsApi } from './tags';

/** GET notification/{id} */
export const getNotificationApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminNotification: build.query<AdminNotification, number>({
      query: (id) => ({ url: `notification/${id}` }),
      providesTags: ['AdminNotification'],
    }),
  }),
});

export const { useGetAdminNotificationQuery } = getNotificationApi;
