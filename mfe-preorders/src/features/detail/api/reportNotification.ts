import type { PreOrderNotification } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { getPreOrderNotificationsApi } from './getPreOrderNotifications';

export interface ReportNotificationArgs {
  preOrderId: number;
  /** the notification's Id */
  Id: number;
  IsReportedToCustomer: boolean;
}

/**
 * PUT PreOrder/{id}/productnotification/{nid} (Id, IsReportedToCustomer). The cached list is updated at
 * once and put back if the call fails.
 */
export const reportNotificationApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    reportNotification: build.mutation<unknown, ReportNotificationArgs>({
      query: ({ preOrderId, Id, IsReportedToCustomer }) => ({
        url: `PreOrder/${preOrderId}/productnotification/${Id}`,
        method: 'PUT',
        body: { Id, IsReportedToCustomer },
        keepalive: true,
      }),
      async onQueryStarted({ preOrderId, Id, IsReportedToCustomer }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getPreOrderNotificationsApi.util.updateQueryData('getPreOrderNotifications', preOrderId, (list: PreOrderNotification[]) => {
            const n = list.find((x) => x.Id === Id);
            if (n) n.IsReportedToCustomer = IsReportedToCustomer;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useReportNotificationMutation } = reportNotificationApi;
