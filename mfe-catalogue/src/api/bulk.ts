import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { catalogueApi } from '../app/api';

/** Bulk lines (contract bulk.ts). */
export const bulkEndpoints = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Pasted or uploaded `SKU or EAN; amount` lines resolved against the catalogue with the shop's access and
     * stock rules; one answer row per line, Ok with the variant or a Reason. Nothing is written.
     */
    resolveCatalogueLines: build.mutation<OpResponse<'resolveCatalogueLines'>, OpArgs<'resolveCatalogueLines'>>({
      query: (args) => opRequest('resolveCatalogueLines', args),
    }),
  }),
});

export const { useResolveCatalogueLinesMutation } = bulkEndpoints;
