import { preordersApi } from '../../../app/api';

/** PUT PreOrder/{id}/sendreminders (Id, Users: e-mails to remind of the deadline). */
export const sendRemindersApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    sendReminders: build.mutation<null, { Id: number; Users: string[] }>({
      query: (body) => ({ url: `PreOrder/${body.Id}/sendreminders`, method: 'PUT', body, keepalive: true }),
    }),
  }),
});

export const { useSendRemindersMutation } = sendRemindersApi;
