import type { BulkOrderLine, ResolvedPreOrderLine } from 'shared-kernel';
import { preordersApi } from '../../../app/api';

export interface ResolvePreOrderLinesArgs {
  preOrderId: number;
  rows: BulkOrderLine[];
}

/**
 * POST PreOrder/{id}/resolve {Rows: [{Line, Code, Amount}]} (mock-api routes/bulk.ts): pasted or
 * uploaded lines resolved against the pre-order's sheet with the autosave's rules; one answer row per
 * line, Ok with the variant or a Reason. Nothing is saved by this call.
 */
export const resolvePreOrderLinesApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    resolvePreOrderLines: build.mutation<ResolvedPreOrderLine[], ResolvePreOrderLinesArgs>({
      query: ({ preOrderId, rows }) => ({ url: `PreOrder/${preOrderId}/resolve`, method: 'POST', body: { Rows: rows } }),
    }),
  }),
});

export const { useResolvePreOrderLinesMutation } = resolvePreOrderLinesApi;
