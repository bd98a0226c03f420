import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';

/** Product groups (contract catalogue.ts). */
export const productGroupApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** the sheet builder's search: groups of the sheet's brand, pre-order items included (preOrderSheetId, marketingOnly) */
    productGroupAutocomplete: build.query<OpResponse<'productGroupAutocomplete'>, OpArgs<'productGroupAutocomplete'>>({
      query: (args) => opRequest('productGroupAutocomplete', args),
    }),
  }),
});

export const { useProductGroupAutocompleteQuery } = productGroupApi;
