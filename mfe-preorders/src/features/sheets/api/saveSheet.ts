import type { PreOrderSheet, SheetTarget } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** The body of POST PreOrderSheet and PUT PreOrderSheet/{id} (contract PreOrderSheetInputSchema). */
export interface SheetInput {
  Id?: number;
  Brand: { Code: string };
  Collection: { Id: number };
  Name: string;
  MaximumDiscount: number;
  /** spec section 5: invalid dates are sent as null */
  Deadline: string | null;
  State: number;
  SalesmanNote: string | null;
  Targets: SheetTarget[];
}

/** POST PreOrderSheet (answers the new id) and PUT PreOrderSheet/{id} (answers the sheet). */
export const saveSheetApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    createSheet: build.mutation<number, SheetInput>({
      query: (body) => ({ url: 'PreOrderSheet', method: 'POST', body }),
      invalidatesTags: ['SheetList'],
    }),
    updateSheet: build.mutation<PreOrderSheet, SheetInput & { Id: number }>({
      query: (body) => ({ url: `PreOrderSheet/${body.Id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, body) => ['SheetList', { type: 'Sheet', id: body.Id }],
    }),
  }),
});

export const { useCreateSheetMutation, useUpdateSheetMutation } = saveSheetApi;
