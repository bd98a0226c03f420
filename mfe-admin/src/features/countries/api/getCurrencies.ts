import type { Currency } from 'shared-kernel/contract';
import { countriesApi } from './tags';

/** GET currency: the currencies a country can have costs in. */
export const getCountryCurrenciesApi = countriesApi.injectEndpoints({
  endpoints: (build) => ({
    getCountryCurrencies: build.query<Currency[], void>({ query: () => ({ url: 'currency' }) }),
  }),
});

export const { useGetCountryCurrenciesQuery } = getCountryCurrenciesApi;
