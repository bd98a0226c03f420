import type { Customer, CustomerUpdate } from 'shared-kernel/contract';
import { accountEditApi } from './tags';

/** PUT customer/: the company and extra data a customer may change (Key picks the customer). */
export const updateCustomerApi = accountEditApi.injectEndpoints({
  endpoints: (build) => ({
    updateCustomer: build.mutation<Customer, CustomerUpdate>({
      query: (body) => ({ url: 'customer/', method: 'PUT', body }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useUpdateCustomerMutation } = updateCustomerApi;
