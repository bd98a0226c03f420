import type { Customer, Paged } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** Spec section 9: overviews show 12 rows per page. */
export const CUSTOMER_LIST_PAGE_SIZE = 12;

export interface CustomerListArgs {
  searchTerm: string;
  myCustomersOnly: boolean;
  page: number;
}

/** GET customer?searchTerm&MyCustomersOnly&Page&PageSize: the customer list of salesman and admin. */
export const getCustomersApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<Paged<Customer>, CustomerListArgs>({
      query: ({ searchTerm, myCustomersOnly, page }) => ({
        url: 'customer',
        params: { searchTerm, MyCustomersOnly: String(myCustomersOnly), Page: page, PageSize: CUSTOMER_LIST_PAGE_SIZE },
      }),
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetCustomersQuery } = getCustomersApi;
