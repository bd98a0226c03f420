import type { Locale } from 'shared-kernel';
import { opRequest, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** The dashboard notifications (contract notification.ts); the locale is part of the cache key only (the content is translated). */
export const notificationEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<OpResponse<'listNotifications'>, { locale: Locale }>({
      query: () => opRequest('listNotifications'),
    }),
  }),
});

export const { useListNotificationsQuery } = notificationEndpoints;
