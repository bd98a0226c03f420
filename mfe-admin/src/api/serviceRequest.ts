import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** The stored contact and warranty requests, newest first (contract: listServiceRequests, admins). */
export const serviceRequestEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listServiceRequests: build.query<OpResponse<'listServiceRequests'>, OpArgs<'listServiceRequests'>>({
      query: (args) => opRequest('listServiceRequests', args),
    }),
  }),
});

export const { useListServiceRequestsQuery } = serviceRequestEndpoints;
