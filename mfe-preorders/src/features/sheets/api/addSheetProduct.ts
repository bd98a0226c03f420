import { preordersApi } from '../../../app/api';
import { patchSheetProduct, withSheetDates } from './sheetProductCache';
import { productSegment, type SheetGroupKind, type SheetProductDatesAnswer } from './types';

/**
 * POST preordersheet/{id}/product (or /marketingproduct) {Id, DeliveryDates}: the first delivery dates of a colour
 * product on the sheet (at least one); answers {Id, DeliveryDates}. A product with dates already is refused (ModelState Id).
 */
export const addSheetProductApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    addSheetProduct: build.mutation<SheetProductDatesAnswer, { sheetId: number; kind: SheetGroupKind; productId: number; DeliveryDates: string[] }>({
      query: ({ sheetId, kind, productId, DeliveryDates }) => ({ url: `preordersheet/${sheetId}/${productSegment(kind)}`, method: 'POST', body: { Id: productId, DeliveryDates } }),
      async onQueryStarted({ sheetId, kind, productId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchSheetProduct(sheetId, kind, productId, (p) => withSheetDates(p, data.DeliveryDates)));
      },
    }),
  }),
});

export const { useAddSheetProductMutation } = addSheetProductApi;
