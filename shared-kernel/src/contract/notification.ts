import { z } from 'zod';
import { DashboardNotificationSchema } from './dashboard';
import { DateInputSchema, IdParamsSchema, SearchPageQuerySchema, defineOperations, pagedSchema } from './common';

/** Admin notification (spec section 3): GET notification/all, notification/{id}; POST; PUT notification/{Id}. */
export const AdminNotificationSchema = z
  .object({
    /** 0 when creating */
    Id: z.number().int().min(0).default(0),
    Title: z.string().min(1).max(200),
    ContentNL: z.string().max(10000),
    ContentFR: z.string().max(10000),
    ContentEN: z.string().max(10000),
    StartDate: DateInputSchema,
    EndDate: DateInputSchema,
    ShowToMainUserOnly: z.boolean().default(false),
    /** branch ids; empty = every branch */
    Branches: z.array(z.number().int().positive()).max(100).default([]),
  })
  .refine((n) => Date.parse(n.EndDate) >= Date.parse(n.StartDate), { path: ['EndDate'], message: 'The end date is before the start date.' });
export type AdminNotification = z.infer<typeof AdminNotificationSchema>;

export const notificationOperations = defineOperations({
  listNotifications: {
    summary: 'Active notifications of the signed-in user, in the request locale (dashboard)',
    description: 'Main-user-only notifications go to main accounts only; notifications limited to branches go to customers of those branches.',
    response: z.array(DashboardNotificationSchema),
  },
  listAdminNotifications: { summary: 'Every notification (admin)', query: SearchPageQuerySchema, response: pagedSchema(AdminNotificationSchema) },
  getNotification: { summary: 'A notification (admin)', params: IdParamsSchema, response: AdminNotificationSchema },
  createNotification: { summary: 'Create a notification (admin); answers the new id', body: AdminNotificationSchema, response: z.number().int() },
  updateNotification: { summary: 'Edit a notification (admin)', params: IdParamsSchema, body: AdminNotificationSchema, response: AdminNotificationSchema },
});
