import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Spec section 9: the salesman's customer list, 12 per page. */
export const CUSTOMER_LIST_PAGE_SIZE = 12;

/**
 * Customers (contract customer.ts): the list, the autocomplete of the dashboard search, one customer, its
 * users, its key change, and its dealer locator addresses (shown on the map or hidden).
 */
export const customerEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<OpResponse<'listCustomers'>, OpArgs<'listCustomers'>>({
      query: (args) => opRequest('listCustomers', args),
      providesTags: ['Customer'],
    }),
    customerAutocomplete: build.query<OpResponse<'customerAutocomplete'>, OpArgs<'customerAutocomplete'>>({
      query: (args) => opRequest('customerAutocomplete', args),
    }),
    getCustomer: build.query<OpResponse<'getCustomer'>, OpArgs<'getCustomer'>>({
      query: (args) => opRequest('getCustomer', args),
      providesTags: ['Customer'],
    }),
    listCustomerUsers: build.query<OpResponse<'listCustomerUsers'>, OpArgs<'listCustomerUsers'>>({
      query: (args) => opRequest('listCustomerUsers', args),
      providesTags: ['CustomerUsers'],
    }),
    changeCustomerKey: build.mutation<OpResponse<'changeCustomerKey'>, OpArgs<'changeCustomerKey'>>({
      query: (args) => opRequest('changeCustomerKey', args),
      invalidatesTags: ['Customer'],
    }),
    listDealerLocatorAddresses: build.query<OpResponse<'listDealerLocatorAddresses'>, OpArgs<'listDealerLocatorAddresses'>>({
      query: (args) => opRequest('listDealerLocatorAddresses', args),
      providesTags: ['DealerLocator'],
    }),
    showDealerLocatorAddress: build.mutation<OpResponse<'showDealerLocatorAddress'>, OpArgs<'showDealerLocatorAddress'>>({
      query: (args) => opRequest('showDealerLocatorAddress', args),
      invalidatesTags: ['DealerLocator'],
    }),
    hideDealerLocatorAddress: build.mutation<OpResponse<'hideDealerLocatorAddress'>, OpArgs<'hideDealerLocatorAddress'>>({
      query: (args) => opRequest('hideDealerLocatorAddress', args),
      invalidatesTags: ['DealerLocator'],
    }),
  }),
});

export const {
  useListCustomersQuery,
  useCustomerAutocompleteQuery,
  useGetCustomerQuery,
  useListCustomerUsersQuery,
  useChangeCustomerKeyMutation,
  useListDealerLocatorAddressesQuery,
  useShowDealerLocatorAddressMutation,
  useHideDealerLocatorAddressMutation,
} = customerEndpoints;
