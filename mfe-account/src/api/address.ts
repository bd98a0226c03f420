import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** The address calls (contract address.ts): the three lists of a customer (tag Address, id the kind), create, delete, and the street lookup. */
export const addressEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    listInvoiceAddresses: build.query<OpResponse<'listInvoiceAddresses'>, OpArgs<'listInvoiceAddresses'>>({
      query: (args) => opRequest('listInvoiceAddresses', args),
      providesTags: [{ type: 'Address', id: 'Invoice' }],
    }),
    listDeliveryAddresses: build.query<OpResponse<'listDeliveryAddresses'>, OpArgs<'listDeliveryAddresses'>>({
      query: (args) => opRequest('listDeliveryAddresses', args),
      providesTags: [{ type: 'Address', id: 'Delivery' }],
    }),
    listShopAddresses: build.query<OpResponse<'listShopAddresses'>, OpArgs<'listShopAddresses'>>({
      query: (args) => opRequest('listShopAddresses', args),
      providesTags: [{ type: 'Address', id: 'Shop' }],
    }),
    /** answers the new id, or ModelState field errors */
    createAddress: build.mutation<OpResponse<'createAddress'>, OpArgs<'createAddress'>>({
      query: (args) => opRequest('createAddress', args),
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<OpResponse<'deleteAddress'>, OpArgs<'deleteAddress'>>({
      query: (args) => opRequest('deleteAddress', args),
      invalidatesTags: ['Address'],
    }),
    completeAddress: build.query<OpResponse<'completeAddress'>, OpArgs<'completeAddress'>>({
      query: (args) => opRequest('completeAddress', args),
    }),
  }),
});

export const {
  useListInvoiceAddressesQuery,
  useListDeliveryAddressesQuery,
  useListShopAddressesQuery,
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useCompleteAddressQuery,
  useLazyCompleteAddressQuery,
} = addressEndpoints;
