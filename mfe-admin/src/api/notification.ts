import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Spec section 9: notifications overview, 12 per page. */
export const NOTIFICATIONS_PAGE_SIZE = 12;

/** Notifications (contract notification.ts), the admin side: every notification, one, create and update. */
export const notificationEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminNotifications: build.query<OpResponse<'listAdminNotifications'>, OpArgs<'listAdminNotifications'>>({
      query: (args) => opRequest('listAdminNotifications', args),
      providesTags: ['Notification'],
    }),
    getNotification: build.query<OpResponse<'getNotification'>, OpArgs<'getNotification'>>({
      query: (args) => opRequest('getNotification', args),
      providesTags: ['Notification'],
    }),
    createNotification: build.mutation<OpResponse<'createNotification'>, OpArgs<'createNotification'>>({
      query: (args) => opRequest('createNotification', args),
      invalidatesTags: ['Notification'],
    }),
    updateNotification: build.mutation<OpResponse<'updateNotification'>, OpArgs<'updateNotification'>>({
      query: (args) => opRequest('updateNotification', args),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useListAdminNotificationsQuery, useGetNotificationQuery, useCreateNotificationMutation, useUpdateNotificationMutation } = notificationEndpoints;
