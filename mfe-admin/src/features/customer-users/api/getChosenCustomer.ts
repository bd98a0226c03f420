import type { Customer } from 'shared-kernel/contract';
import { customerUsersApi } from './tags';

/** GET customer/{id}: the name of the customer chosen in the URL. */
export const getChosenCustomerApi = customerUsersApi.injectEndpoints({
  endpoints: (build) => ({
    getChosenCustomer: build.query<Customer, string>({
      query: (key) => `customer/${encodeURIComponent(key)}`,
    }),
  }),
});

export const { useGetChosenCustomerQuery } = getChosenCustomerApi;
