import type { Customer } from 'shared-kernel/contract';
import { accountEditApi } from './tags';

/** GET customer/{id}: the company and extra data of the signed-in customer. */
export const getCustomerApi = accountEditApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<Customer, string>({
      query: (key) => `customer/${encodeURIComponent(key)}`,
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetCustomerQuery } = getCustomerApi;
