import { saveBlob, type PortalError } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** The invoices of the customer (contract order.ts): the filtered list and the PDF of one. */
export const invoiceEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<OpResponse<'listInvoices'>, OpArgs<'listInvoices'>>({
      query: (args) => opRequest('listInvoices', args),
    }),
    /** the invoice PDF, saved as {invoiceNumber}.pdf (never stored); an order's invoices are fetched one after another with it */
    getInvoicePdf: build.mutation<null, OpArgs<'getInvoicePdf'>>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery(opRequest('getInvoicePdf', args));
        if (result.error) return { error: result.error as PortalError };
        const blob = result.data instanceof Blob ? result.data : new Blob([String(result.data)], { type: 'application/pdf' });
        saveBlob(blob, `${args.params.invoiceNumber}.pdf`);
        return { data: null };
      },
    }),
  }),
});

export const { useListInvoicesQuery, useGetInvoicePdfMutation } = invoiceEndpoints;
