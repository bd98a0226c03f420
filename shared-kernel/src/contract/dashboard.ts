import { z } from 'zod';
import { IdParamsSchema, PageQuerySchema, defineOperations, pagedSchema } from './common';
import { ErpSendResultSchema } from './report';

/** GET notification: what the dashboard shows (spec section 3, Notification "dashboard"). */
export const DashboardNotificationSchema = z.object({
  Id: z.number().int(),
  Date: z.string(),
  Title: z.string(),
  Content: z.string(),
});
export type DashboardNotification = z.infer<typeof DashboardNotificationSchema>;

/** Banner location types 0 Dashboard, 1 Webshop, 2 Winkelmandje (basket). */
export const BANNER_LOCATIONS = { Dashboard: 0, Webshop: 1, Basket: 2 } as const;

/** GET banner/current?locationType: the banner to show, or null. */
export const CurrentBannerSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Image: z.string(),
  CTAText: z.string().nullable(),
  Hyperlink: z.string().nullable(),
});
export type CurrentBanner = z.infer<typeof CurrentBannerSchema>;

/** GET axwarning: an export to the ERP (AX) that failed. */
export const AxWarningSchema = z.object({
  Id: z.number().int(),
  Warning: z.string(),
  Type: z.string(),
  CustomerAltKey: z.string(),
  CustomerName: z.string(),
  OrderReference: z.string(),
  ProcessDate: z.string(),
});
export type AxWarning = z.infer<typeof AxWarningSchema>;

/** GET brand: a brand the user may see; `Logo` is its wordmark as an image URL template ({width}, {height}). */
export const BrandSchema = z.object({ Id: z.number().int(), Name: z.string(), Code: z.string(), Logo: z.string() });
export type Brand = z.infer<typeof BrandSchema>;

export const axWarningOperations = defineOperations({
  listAxWarnings: { summary: 'Open AX warnings (admin)', query: PageQuerySchema, response: pagedSchema(AxWarningSchema) },
  ignoreAxWarning: { summary: 'Ignore an AX warning (admin)', params: IdParamsSchema },
  exportAxWarning: { summary: 'The AX lines of the warning\'s pre-order as export.csv (admin)', params: IdParamsSchema },
  resendAxWarning: {
    summary: 'Send the warning\'s pre-order to AX again (admin)',
    description: 'A refusal answers 400 `{ Message, AxWarningId }` and keeps the warning open.',
    params: IdParamsSchema,
    response: ErpSendResultSchema,
  },
});
