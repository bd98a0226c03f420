import type { Basket } from 'shared-kernel/contract';
import { basketApi } from '../../../app/api';

/** POST basket/switch {isDropshipment}: turns dropshipment on or off; answers the basket. */
export const switchDropshipmentApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    switchDropshipment: build.mutation<Basket, boolean>({
      query: (isDropshipment) => ({ url: 'basket/switch', method: 'POST', body: { isDropshipment } }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const { useSwitchDropshipmentMutation } = switchDropshipmentApi;
