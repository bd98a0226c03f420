import { z } from 'zod';
import { CurrentBannerSchema } from './dashboard';
import { DateInputSchema, IdParamsSchema, SearchPageQuerySchema, defineOperations, pagedSchema, PortalLinkSchema } from './common';

/** Admin banner (spec section 3): GET banner, banner/{id}; POST; PUT banner/{Id}. */
export const BannerSchema = z
  .object({
    Id: z.number().int().min(0).default(0),
    Name: z.string().min(1).max(200),
    /** an image URL (or data URL of an uploaded jpeg, png or gif up to 10 MB) */
    Image: z.string().min(1).max(14_000_000),
    CTAText: z.string().max(100).nullable().default(null),
    /** an absolute http(s) URL or a path of the portal (common.ts isSafeLink, issue 15) */
    Hyperlink: PortalLinkSchema.nullable().default(null),
    StartDate: DateInputSchema,
    EndDate: DateInputSchema,
    /** branch ids; empty = every branch */
    Branches: z.array(z.number().int().positive()).max(100).default([]),
    /** 0 Dashboard, 1 Webshop, 2 Basket */
    Locations: z.array(z.object({ Type: z.number().int().min(0).max(2) })).min(1),
    Weight: z.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((b) => Date.parse(b.EndDate) >= Date.parse(b.StartDate), { path: ['EndDate'], message: 'The end date is before the start date.' });
export type Banner = z.infer<typeof BannerSchema>;

/** GET banner/current?locationType (0 Dashboard, 1 Webshop, 2 Basket) */
export const CurrentBannerQuerySchema = z.object({ locationType: z.coerce.number().int().min(0).max(2) });

export const bannerOperations = defineOperations({
  getCurrentBanner: {
    summary: 'The banner to show at a location, or null',
    description: 'The active banner with the highest Weight for the customer\'s branch.',
    query: CurrentBannerQuerySchema,
    response: CurrentBannerSchema.nullable(),
  },
  listBanners: { summary: 'Every banner (admin)', query: SearchPageQuerySchema, response: pagedSchema(BannerSchema) },
  getBanner: { summary: 'A banner (admin)', params: IdParamsSchema, response: BannerSchema },
  createBanner: { summary: 'Create a banner (admin); answers the new id', body: BannerSchema, response: z.number().int() },
  updateBanner: { summary: 'Edit a banner (admin)', params: IdParamsSchema, body: BannerSchema, response: BannerSchema },
});
