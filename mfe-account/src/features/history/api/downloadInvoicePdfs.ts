import { saveBlob, type PortalError } from 'shared-kernel';
import { accountApi } from '../../../app/api';

/**
 * GET Customer/Invoice/{invoiceNumber} for each invoice of an order, one after another, each saved as
 * {invoiceNumber}.pdf. Stops at the first failure.
 */
export const downloadInvoicePdfsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    downloadOrderInvoicePdfs: build.mutation<null, string[]>({
      async queryFn(numbers, _api, _extra, baseQuery) {
        for (const n of numbers) {
          const result = await baseQuery({ url: `Customer/Invoice/${encodeURIComponent(n)}`, responseType: 'blob' });
          if (result.error) return { error: result.error as PortalError };
          const blob = result.data instanceof Blob ? result.data : new Blob([String(result.data)], { type: 'application/pdf' });
          saveBlob(blob, `${n}.pdf`);
        }
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadOrderInvoicePdfsMutation } = downloadInvoicePdfsApi;
