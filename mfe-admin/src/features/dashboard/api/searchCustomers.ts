import type { CustomerHit } from 'shared-kernel/contract';
import { adminApi } from '../../../app/api';

/** GET customer/autocomplete?search: customers to impersonate. */
export const searchCustomersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    searchCustomers: build.query<CustomerHit[], string>({
      query: (search) => ({ url: 'customer/autocomplete', params: { search } }),
    }),
  }),
});

export const { useSearchCustomersQuery } = searchCustomersApi;
