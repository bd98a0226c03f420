import { z } from 'zod';

export const CustomerSchema = z.object({
  Key: z.string(),
  /** The customer number. */
  AltKey: z.string(),
  Name: z.string(),
  CommercialName: z.string(),
  Street: z.string(),
  Zipcode: z.string(),
  City: z.string(),
  CountryName: z.string(),
  Phone: z.string(),
  Email: z.string(),
  UseEmailInvoiceTemplate: z.boolean(),
  EmailInvoice: z.string().nullable(),
  FacebookFollowers: z.number().int(),
  InstagramFollowers: z.number().int(),
  Url: z.string().nullable(),
  WebshopUrl: z.string().nullable(),
  PointOfSaleSystem: z.string().nullable(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** GET customer?searchTerm&MyCustomersOnly&Page */
export const CustomerListQuerySchema = z.object({
  searchTerm: z.string().max(200).optional().default(''),
  MyCustomersOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(12),
});

/** GET customer/autocomplete?search: a customer to pick (impersonation search, selects). */
export const CustomerHitSchema = z.object({
  Key: z.string(),
  AltKey: z.string(),
  Name: z.string(),
  City: z.string(),
});
export type CustomerHit = z.infer<typeof CustomerHitSchema>;
