import type { Customer } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET customer/{id}: the customer given by key (name shown when the page opens with customerKey). */
export const getCustomerApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getCreateCustomer: build.query<Customer, string>({
      query: (key) => ({ url: `customer/${encodeURIComponent(key)}` }),
    }),
  }),
});

export const { useGetCreateCustomerQuery } = getCustomerApi;
