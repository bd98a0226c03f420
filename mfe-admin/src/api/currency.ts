import { opRequest, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Currencies (contract currency.ts): the coupon values and the country costs are per currency. */
export const currencyEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listCurrencies: build.query<OpResponse<'listCurrencies'>, void>({ query: () => opRequest('listCurrencies') }),
  }),
});

export const { useListCurrenciesQuery } = currencyEndpoints;
