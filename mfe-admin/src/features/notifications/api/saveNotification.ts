import type { AdminNotification } from 'shared-kernel/contract';
import { notificationsApi } from './tags';

/** The body sent: dates that do not parse go as null (spec section 5) and come back as field errors. */
export type NotificationBody = Omit<AdminNotification, 'StartDate' | 'EndDate'> & { StartDate: string | null; EndDate: string | null };

/** POST notification (Id 0, returns the new id) or PUT notification/{Id}. */
export const saveNotificationApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    saveAdminNotification: build.mutation<unknown, NotificationBody>({
      query: (body) => (body.Id ? { url: `notification/${body.Id}`, method: 'PUT', body } : { url: 'notification', method: 'POST', body }),
      invalidatesTags: ['AdminNotification'],
    }),
  }),
});

export const { useSaveAdminNotificationMutation } = saveNotificationApi;
