import { addressApi } from './getAddresses';

/** POST Customer/{customer}/DeleteAddress (body Id) */
export const deleteAddressApi = addressApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCustomerAddress: build.mutation<null, { customerKey: string; id: number }>({
      query: ({ customerKey, id }) => ({ url: `Customer/${encodeURIComponent(customerKey)}/DeleteAddress`, method: 'POST', body: { Id: id } }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useDeleteCustomerAddressMutation } = deleteAddressApi;
