import { z } from 'zod';
import { IdParamsSchema, SearchPageQuerySchema, defineOperations, pagedSchema } from './common';

/** Costs of a country in one currency (decimals). */
export const CountryCostSchema = z.object({
  CurrencyId: z.number().int(),
  ShippingCosts: z.number().min(0),
  DropShipmentCosts: z.number().min(0),
  FreeDeliveryShippingCosts: z.number().min(0),
  FreeDeliveryDropShipmentCosts: z.number().min(0),
});
export type CountryCost = z.infer<typeof CountryCostSchema>;

/** GET country, country/available, country/{id} (spec section 3). `OverviewName` is in the request locale. */
export const CountrySchema = z.object({
  Id: z.number().int(),
  NameNL: z.string(),
  NameFR: z.string(),
  NameEN: z.string(),
  OverviewName: z.string(),
  Iso2: z.string().length(2),
  IsAvailable: z.boolean(),
  Costs: z.array(CountryCostSchema),
});
export type Country = z.infer<typeof CountrySchema>;

/** PUT country/{Id}: availability and costs (names are read only) */
export const CountryUpdateSchema = CountrySchema.pick({ IsAvailable: true, Costs: true }).extend({ Id: z.number().int().optional() });
export type CountryUpdate = z.infer<typeof CountryUpdateSchema>;
/** GET country: 100 per page by default (spec section 9) */
export const CountryListQuerySchema = SearchPageQuerySchema.extend({ PageSize: SearchPageQuerySchema.shape.PageSize.default(100) });

export const countryOperations = defineOperations({
  listAvailableCountries: { summary: 'Countries the portal delivers to, with costs per currency', response: z.array(CountrySchema) },
  listCountries: { summary: 'Every country (admin)', query: CountryListQuerySchema, response: pagedSchema(CountrySchema) },
  getCountry: { summary: 'A country (admin)', params: IdParamsSchema, response: CountrySchema },
  updateCountry: { summary: 'Availability and costs of a country (admin)', params: IdParamsSchema, body: CountryUpdateSchema, response: CountrySchema },
});
