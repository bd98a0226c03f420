import { preordersApi } from '../../../app/api';
import { productsTag } from './getPreOrderProductGroups';

export interface GroupUpdateArgs {
  preOrderId: number;
  groupId: number;
  discount: number;
  marketing: boolean;
}

/**
 * PUT PreOrder/{id}/productgroup/{gid} (or marketingproductgroup) {Id, PreOrderDiscount}: an autosave
 * (keepalive). It overwrites every product discount of the group (spec section 4), so the list and
 * the totals reload.
 */
export const updatePreOrderGroupApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreOrderGroup: build.mutation<unknown, GroupUpdateArgs>({
      query: ({ preOrderId, groupId, discount, marketing }) => ({
        url: `PreOrder/${preOrderId}/${marketing ? 'marketingproductgroup' : 'productgroup'}/${groupId}`,
        method: 'PUT',
        body: { Id: groupId, PreOrderDiscount: discount },
        keepalive: true,
      }),
      invalidatesTags: (_r, _e, { preOrderId, marketing }) => ['PreOrderTotals', productsTag(preOrderId, marketing)],
    }),
  }),
});
