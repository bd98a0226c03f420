import type { Customer } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** GET customer/{id}: one customer (key or customer number). */
export const getCustomerApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<Customer, string>({
      query: (id) => `customer/${encodeURIComponent(id)}`,
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetCustomerQuery } = getCustomerApi;
