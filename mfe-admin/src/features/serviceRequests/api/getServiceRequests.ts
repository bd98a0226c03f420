import { adminApi } from '../../../app/api';
import type { ServiceRequest, ServiceRequestKind } from '../types';

/** GET servicerequest?kind: the stored contact and warranty requests, newest first (admins). */
export const getServiceRequestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceRequests: build.query<ServiceRequest[], { kind?: ServiceRequestKind }>({
      query: ({ kind }) => ({ url: 'servicerequest', params: { kind } }),
    }),
  }),
});

export const { useGetServiceRequestsQuery } = getServiceRequestsApi;
