import { z } from 'zod';

/** GET currency: a currency prices and costs are kept in. */
export const CurrencySchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Symbol: z.string(),
  Name: z.string(),
});
export type Currency = z.infer<typeof CurrencySchema>;
