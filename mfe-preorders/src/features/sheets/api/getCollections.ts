import type { Collection } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET brand/{code}/collection: the seasons (collections) of a brand. */
export const getCollectionsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<Collection[], string>({
      query: (brandCode) => ({ url: `brand/${encodeURIComponent(brandCode)}/collection` }),
    }),
  }),
});

export const { useGetCollectionsQuery } = getCollectionsApi;
