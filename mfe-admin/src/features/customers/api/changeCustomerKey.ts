import type { Customer } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** PUT Customer/CustomerKey (admin only): gives the customer a new customer number. */
export const changeCustomerKeyApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    changeCustomerKey: build.mutation<Customer, { CurrentKey: string; NewAltKey: string }>({
      query: (body) => ({ url: 'Customer/CustomerKey', method: 'PUT', body }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useChangeCustomerKeyMutation } = changeCustomerKeyApi;
