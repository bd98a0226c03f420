import type { PreOrderNotification } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET PreOrder/{id}/notifications: changes of the order form since the pre-order was made. */
export const getPreOrderNotificationsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getPreOrderNotifications: build.query<PreOrderNotification[], number>({
      query: (id) => ({ url: `PreOrder/${id}/notifications` }),
      providesTags: ['PreOrderNotifications'],
    }),
  }),
});

export const { useGetPreOrderNotificationsQuery } = getPreOrderNotificationsApi;
