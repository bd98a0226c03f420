import { z } from 'zod';
import { defineOperations } from './common';

/** GET currency: a currency prices and costs are kept in. */
export const CurrencySchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Symbol: z.string(),
  Name: z.string(),
});
export type Currency = z.infer<typeof CurrencySchema>;

/** GET currency/{code}/symbol */
export const CurrencyCodeParamsSchema = z.object({ code: z.string().min(1).max(10) });

export const currencyOperations = defineOperations({
  listCurrencies: { summary: 'The currencies prices and costs are kept in', response: z.array(CurrencySchema) },
  getCurrencySymbol: { summary: 'The symbol of a currency, as a JSON string', params: CurrencyCodeParamsSchema, response: z.string() },
});
