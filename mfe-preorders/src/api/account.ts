import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';

/** Account calls (contract account.ts, below /api without a locale). */
export const accountApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** salesmen by name, for the report filter */
    salesmanAutocomplete: build.query<OpResponse<'salesmanAutocomplete'>, OpArgs<'salesmanAutocomplete'>>({
      query: (args) => opRequest('salesmanAutocomplete', args),
    }),
  }),
});

export const { useSalesmanAutocompleteQuery } = accountApi;
