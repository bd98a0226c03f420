import { preordersApi } from '../../../app/api';
import { patchSheetProduct, withSheetDates } from './sheetProductCache';
import { productSegment, type SheetGroupKind } from './types';

/** DELETE preordersheet/{id}/product/{pid} (or /marketingproduct/{pid}): the product offers no delivery date on the sheet any more (200 empty). */
export const removeSheetProductApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    removeSheetProduct: build.mutation<null, { sheetId: number; kind: SheetGroupKind; productId: number }>({
      query: ({ sheetId, kind, productId }) => ({ url: `preordersheet/${sheetId}/${productSegment(kind)}/${productId}`, method: 'DELETE' }),
      async onQueryStarted({ sheetId, kind, productId }, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) dispatch(patchSheetProduct(sheetId, kind, productId, (p) => withSheetDates(p, [])));
      },
    }),
  }),
});

export const { useRemoveSheetProductMutation } = removeSheetProductApi;
