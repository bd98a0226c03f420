import type { CustomerHit } from 'shared-kernel/contract';
import { customerUsersApi } from './tags';

/** GET customer/autocomplete?search: customers to pick in the users screen. */
export const customerAutocompleteApi = customerUsersApi.injectEndpoints({
  endpoints: (build) => ({
    customerUsersAutocomplete: build.query<CustomerHit[], string>({
      query: (search) => ({ url: 'customer/autocomplete', params: { search } }),
    }),
  }),
});

export const { useCustomerUsersAutocompleteQuery } = customerAutocompleteApi;
