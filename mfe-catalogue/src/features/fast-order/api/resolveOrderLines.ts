import type { BulkOrderLine, ResolvedCatalogueLine } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

/**
 * POST productvariant/resolve {Rows: [{Line, Code, Amount}]} (mock-api routes/bulk.ts): pasted or
 * uploaded lines resolved against the catalogue with the shop's access and stock rules; one answer
 * row per line, Ok with the variant or a Reason.
 */
export const resolveOrderLinesApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    resolveOrderLines: build.mutation<ResolvedCatalogueLine[], BulkOrderLine[]>({
      query: (Rows) => ({ url: 'productvariant/resolve', method: 'POST', body: { Rows } }),
    }),
  }),
});

export const { useResolveOrderLinesMutation } = resolveOrderLinesApi;
