import type { AdminNotification, Paged } from 'shared-kernel/contract';
import { notificationsApi } from './tags';

/** Spec section 9: notifications overview, 12 per page. */
export const NOTIFICATIONS_PAGE_SIZE = 12;

/** GET notification/all?Page&PageSize=12&search: every notification (admin). */
export const getNotificationsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminNotifications: build.query<Paged<AdminNotification>, { page: number; search?: string }>({
      query: ({ page, search }) => ({ url: 'notification/all', params: { Page: page, PageSize: NOTIFICATIONS_PAGE_SIZE, search: search || undefined } }),
      providesTags: ['AdminNotification'],
    }),
  }),
});

export const { useGetAdminNotificationsQuery } = getNotificationsApi;
