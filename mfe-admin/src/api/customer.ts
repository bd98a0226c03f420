import type { User } from 'shared-kernel/contract';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';
import { accountEndpoints } from './account';

/** Spec section 9: the salesman's customer list, 12 per page. */
export const CUSTOMER_LIST_PAGE_SIZE = 12;

/**
 * Customers (contract customer.ts): the list, the autocomplete of the dashboard and customer-users searches,
 * one customer, its users and their block switch, its key change, and its dealer locator addresses (shown
 * on the map or hidden).
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
    /**
     * Blocks or unblocks a user at once (spec section 4): the user's IsBlocked is set in every cached user
     * list that shows them (the customer-users search, the customer's users) before the answer, and rolled
     * back if the call fails.
     */
    blockCustomerUser: build.mutation<OpResponse<'blockCustomerUser'>, OpArgs<'blockCustomerUser'>>({
      query: (args) => opRequest('blockCustomerUser', args),
      async onQueryStarted({ params, body }, { dispatch, getState, queryFulfilled }) {
        const setBlocked = (users: User[]) => {
          const user = users.find((u) => u.Id === params.uid);
          if (user) user.IsBlocked = body.IsBlocked;
        };
        // one store: its state read through the account endpoints' type too
        const accountState = getState() as Parameters<typeof accountEndpoints.util.selectCachedArgsForQuery>[0];
        const patches = [
          ...accountEndpoints.util
            .selectCachedArgsForQuery(accountState, 'searchUsers')
            .map((args) => dispatch(accountEndpoints.util.updateQueryData('searchUsers', args, setBlocked))),
          ...customerEndpoints.util
            .selectCachedArgsForQuery(getState(), 'listCustomerUsers')
            .map((args) => dispatch(customerEndpoints.util.updateQueryData('listCustomerUsers', args, setBlocked))),
        ];
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
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
  useBlockCustomerUserMutation,
  useChangeCustomerKeyMutation,
  useListDealerLocatorAddressesQuery,
  useShowDealerLocatorAddressMutation,
  useHideDealerLocatorAddressMutation,
} = customerEndpoints;
