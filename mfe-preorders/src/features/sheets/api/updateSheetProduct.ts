import { preordersApi } from '../../../app/api';
import { patchSheetProduct, withSheetDates } from './sheetProductCache';
import { productSegment, type SheetGroupKind, type SheetProductDatesAnswer } from './types';

/** PUT preordersheet/{id}/product/{pid} (or /marketingproduct/{pid}) {DeliveryDates}: replaces the product's dates on the sheet; answers {Id, DeliveryDates}. */
export const updateSheetProductApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updateSheetProduct: build.mutation<SheetProductDatesAnswer, { sheetId: number; kind: SheetGroupKind; productId: number; DeliveryDates: string[] }>({
      query: ({ sheetId, kind, productId, DeliveryDates }) => ({ url: `preordersheet/${sheetId}/${productSegment(kind)}/${productId}`, method: 'PUT', body: { DeliveryDates } }),
      async onQueryStarted({ sheetId, kind, productId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchSheetProduct(sheetId, kind, productId, (p) => withSheetDates(p, data.DeliveryDates)));
      },
    }),
  }),
});

export const { useUpdateSheetProductMutation } = updateSheetProductApi;
