import { preordersApi } from '../../../app/api';
import { productsTag } from './getPreOrderProductGroups';

export interface ProductUpdateArgs {
  preOrderId: number;
  productId: number;
  discount: number;
  deliveryDate: string | null;
  marketing: boolean;
}

/**
 * PUT PreOrder/{id}/product/{pid} (or marketingproduct) {Id, PreOrderDiscount, DeliveryDate}: an
 * autosave (keepalive); the price and discount change, so totals and the list reload.
 */
export const updatePreOrderProductApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreOrderProduct: build.mutation<unknown, ProductUpdateArgs>({
      query: ({ preOrderId, productId, discount, deliveryDate, marketing }) => ({
        url: `PreOrder/${preOrderId}/${marketing ? 'marketingproduct' : 'product'}/${productId}`,
        method: 'PUT',
        body: { Id: productId, PreOrderDiscount: discount, DeliveryDate: deliveryDate },
        keepalive: true,
      }),
      invalidatesTags: (_r, _e, { preOrderId, marketing }) => ['PreOrderTotals', productsTag(preOrderId, marketing)],
    }),
  }),
});
