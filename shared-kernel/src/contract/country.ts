import { z } from 'zod';

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
