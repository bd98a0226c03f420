import { saveBlob, type PortalError } from 'shared-kernel';
import { accountApi } from '../../../app/api';

/** GET Customer/Invoice/{invoiceNumber}: the invoice PDF, saved as {invoiceNumber}.pdf (never stored). */
export const downloadInvoiceApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    downloadInvoice: build.mutation<null, string>({
      async queryFn(invoiceNumber, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `Customer/Invoice/${encodeURIComponent(invoiceNumber)}`, responseType: 'blob' });
        if (result.error) return { error: result.error as PortalError };
        const blob = result.data instanceof Blob ? result.data : new Blob([String(result.data)], { type: 'application/pdf' });
        saveBlob(blob, `${invoiceNumber}.pdf`);
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadInvoiceMutation } = downloadInvoiceApi;
