import type { Invoice, Paged } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** The query of Customer/Invoice as sent (dates YYYY-MM-DD, unbounded amounts as -9999999 and 9999999). */
export interface InvoiceListArgs {
  page: number;
  name?: string;
  dateFrom?: string;
  dateTo?: string;
  totalAmountFrom: number;
  totalAmountTo: number;
}

/** GET Customer/Invoice: the company's invoices, filtered and paged (customers). */
export const getInvoicesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Paged<Invoice>, InvoiceListArgs>({
      query: (args) => ({ url: 'Customer/Invoice', params: { ...args } }),
    }),
  }),
});

export const { useGetInvoicesQuery } = getInvoicesApi;
