import type { DashboardNotification } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { accountApi } from '../../../app/api';

/** GET notification: the dashboard notifications (locale in the cache key: the content is translated). */
export const getNotificationsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<DashboardNotification[], { locale: Locale }>({
      query: () => 'notification',
    }),
  }),
});

export const { useGetNotificationsQuery } = getNotificationsApi;
