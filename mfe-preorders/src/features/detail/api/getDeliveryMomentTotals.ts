import { preordersApi } from '../../../app/api';

/** One delivery moment of GET PreOrder/{id}/deliverymomenttotals (indicative). */
export interface DeliveryMomentTotal {
  DeliveryDate: string;
  Rows: { SubGroup: string; Amount: number; Total: number }[];
}

/** GET PreOrder/{id}/deliverymomenttotals */
export const getDeliveryMomentTotalsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryMomentTotals: build.query<DeliveryMomentTotal[], number>({
      query: (id) => ({ url: `PreOrder/${id}/deliverymomenttotals` }),
      providesTags: ['PreOrderTotals'],
    }),
  }),
});

export const { useGetDeliveryMomentTotalsQuery } = getDeliveryMomentTotalsApi;
