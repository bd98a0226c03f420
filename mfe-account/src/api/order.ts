import { csvBlob, saveBlob, type PortalError } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

export const ORDER_CSV_FILE_NAME = 'Order-Lines.csv';

/** The orders of the customer (contract order.ts): history, backorders, one order and what can be done with it. */
export const orderEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    listOrderHistory: build.query<OpResponse<'listOrderHistory'>, OpArgs<'listOrderHistory'>>({
      query: (args) => opRequest('listOrderHistory', args),
    }),
    listBackorders: build.query<OpResponse<'listBackorders'>, OpArgs<'listBackorders'>>({
      query: (args) => opRequest('listBackorders', args),
    }),
    getOrder: build.query<OpResponse<'getOrder'>, OpArgs<'getOrder'>>({
      query: (args) => opRequest('getOrder', args),
    }),
    /** the download address of the order's product images, read on demand (a mutation: never cached) */
    getOrderImages: build.mutation<OpResponse<'getOrderImages'>, OpArgs<'getOrderImages'>>({
      query: (args) => opRequest('getOrderImages', args),
    }),
    /** the order lines, saved as Order-Lines.csv with a BOM (Excel); the file never enters the store */
    getOrderCsv: build.mutation<null, OpArgs<'getOrderCsv'>>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery(opRequest('getOrderCsv', args));
        if (result.error) return { error: result.error as PortalError };
        saveBlob(csvBlob(String(result.data ?? '')), ORDER_CSV_FILE_NAME);
        return { data: null };
      },
    }),
    /** puts the lines in the basket; Errors lists one message per refused line */
    reorder: build.mutation<OpResponse<'reorder'>, OpArgs<'reorder'>>({
      query: (args) => opRequest('reorder', args),
    }),
    requestOrderInvoice: build.mutation<OpResponse<'requestOrderInvoice'>, OpArgs<'requestOrderInvoice'>>({
      query: (args) => opRequest('requestOrderInvoice', args),
    }),
  }),
});

export const { useListOrderHistoryQuery, useListBackordersQuery, useGetOrderQuery, useGetOrderImagesMutation, useGetOrderCsvMutation, useReorderMutation, useRequestOrderInvoiceMutation } = orderEndpoints;
