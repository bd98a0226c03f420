import { saveBlob, type PortalError } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';
import { patchVariantAmount } from './preOrderCache';

/** Spec section 7: CSV exports download as export.csv. */
export const EXPORT_FILE_NAME = 'export.csv';

/** Spec sections 7 and 9: the product list of a pre-order shows 10 groups per page. */
export const PRODUCTS_PAGE_SIZE = 10;
/** Spec sections 7 and 9: the customer and salesman edit pages ask 400 marketing groups at once. */
export const MARKETING_PAGE_SIZE = 400;

export type PreOrderListQuery = NonNullable<OpArgs<'listPreOrders'>['query']>;
export type ProductGroupsArgs = OpArgs<'listPreOrderProductGroups'>;
export type SubGroupTotal = OpResponse<'getPreOrderSubgroupTotals'>[number];
export type DeliveryMomentTotal = OpResponse<'getPreOrderDeliveryMomentTotals'>[number];

/**
 * A product line operation and its marketing twin (`updatePreOrderVariant` / `updatePreOrderMarketingVariant`,
 * same params and body): one endpoint, named after the product operation, sends the marketing one for
 * `marketing: true`. Each URL still has one endpoint.
 */
type Twin<N extends 'updatePreOrderVariant' | 'updatePreOrderProduct' | 'updatePreOrderProductGroup'> = OpArgs<N> & { marketing: boolean };
/** `deferReload`: the variant write of the bulk entry, which reloads the lists (not patched) and totals once, when all its lines are saved */
export type VariantArgs = Twin<'updatePreOrderVariant'> & { deferReload?: boolean };

/** The PreOrderProducts tag of one list: a saved amount or discount reloads only that list. */
export const productsTag = (preOrderId: number, marketing: boolean) => ({ type: 'PreOrderProducts' as const, id: `${preOrderId}${marketing ? ':marketing' : ''}` });

const idOf = (args: { params: { id: unknown } }) => Number(args.params.id);
/** the autosave's writes survive a closing tab */
const keepalive = <T extends object>(req: T) => ({ ...req, keepalive: true });

/**
 * Pre-orders (contract preorder.ts, and resolvePreOrderLines of bulk.ts). getPreOrder is one cache entry per
 * id (tag PreOrder): the header writes answer the saved pre-order, which replaces it without a refetch.
 * The product lists are tagged per list (productsTag); the totals (PreOrderTotals) reload after line writes.
 */
export const preOrderApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** the pre-orders of the caller's scope (customer: their company's; salesman: filters); overviews and dashboard */
    listPreOrders: build.query<OpResponse<'listPreOrders'>, OpArgs<'listPreOrders'>>({
      query: (args) => opRequest('listPreOrders', args),
      providesTags: ['PreOrderList'],
    }),
    /** the assignable pre-orders generated from history (staff only) */
    listForecastedPreOrders: build.query<OpResponse<'listForecastedPreOrders'>, OpArgs<'listForecastedPreOrders'>>({
      query: (args) => opRequest('listForecastedPreOrders', args),
      providesTags: ['PreOrderList'],
    }),
    /** the full pre-order (tag PreOrder, per id): the detail page and the forecasted one the create page starts from */
    getPreOrder: build.query<OpResponse<'getPreOrder'>, OpArgs<'getPreOrder'>>({
      query: (args) => opRequest('getPreOrder', args),
      providesTags: (_r, _e, args) => [{ type: 'PreOrder', id: idOf(args) }, 'PreOrder'],
    }),
    /** answers the new id, or ModelState per field; with ForecastId the forecasted one becomes the new one */
    createPreOrder: build.mutation<OpResponse<'createPreOrder'>, OpArgs<'createPreOrder'>>({
      query: (args) => opRequest('createPreOrder', args),
      invalidatesTags: ['PreOrderList'],
    }),
    /** the customer's fields (autosave, keepalive); a stale RowVersion answers 409 (spec section 8) */
    updatePreOrderAsCustomer: build.mutation<OpResponse<'updatePreOrderAsCustomer'>, OpArgs<'updatePreOrderAsCustomer'>>({
      query: (args) => keepalive(opRequest('updatePreOrderAsCustomer', args)),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(preOrderApi.util.upsertQueryData('getPreOrder', { params: { id: idOf(args) } }, data));
      },
    }),
    /** the salesman's fields (salesman and admin; autosave, keepalive) */
    updatePreOrderAsSales: build.mutation<OpResponse<'updatePreOrderAsSales'>, OpArgs<'updatePreOrderAsSales'>>({
      query: (args) => keepalive(opRequest('updatePreOrderAsSales', args)),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(preOrderApi.util.upsertQueryData('getPreOrder', { params: { id: idOf(args) } }, data));
      },
    }),
    /** the customer sends the pre-order to the salesman (the salesman: to sales) */
    sendPreOrderToSales: build.mutation<OpResponse<'sendPreOrderToSales'>, OpArgs<'sendPreOrderToSales'>>({
      query: (args) => keepalive({ ...opRequest('sendPreOrderToSales', args), body: { Id: idOf(args) } }),
      invalidatesTags: ['PreOrderList'],
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(preOrderApi.util.upsertQueryData('getPreOrder', { params: { id: idOf(args) } }, data));
      },
    }),
    /** closes the pre-order (read-only from then on); Users: e-mails to notify */
    closePreOrder: build.mutation<OpResponse<'closePreOrder'>, OpArgs<'closePreOrder'>>({
      query: (args) => keepalive(opRequest('closePreOrder', args)),
      invalidatesTags: (_r, error) => (error ? [] : ['PreOrderList', 'PreOrder']),
    }),
    /** Users: e-mails to remind of the deadline */
    sendPreOrderReminders: build.mutation<null, OpArgs<'sendPreOrderReminders'>>({
      query: (args) => keepalive(opRequest('sendPreOrderReminders', args)),
    }),
    /** the pre-order lines as CSV, saved as export.csv here (a Blob is not serializable: it never enters the store) */
    exportPreOrder: build.mutation<null, OpArgs<'exportPreOrder'>>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery({ ...opRequest('exportPreOrder', args), responseType: 'blob' });
        if (result.error) return { error: result.error as PortalError };
        saveBlob(result.data as Blob, EXPORT_FILE_NAME);
        return { data: null };
      },
    }),
    /** sends the pre-order to the ERP (AX) again; a refusal answers 400 {Message, AxWarningId} */
    resendPreOrder: build.mutation<OpResponse<'resendPreOrder'>, OpArgs<'resendPreOrder'>>({
      query: (args) => opRequest('resendPreOrder', args),
      invalidatesTags: ['PreOrderList'],
    }),
    /** pasted or uploaded lines resolved against the pre-order's sheet (nothing is saved) */
    resolvePreOrderLines: build.mutation<OpResponse<'resolvePreOrderLines'>, OpArgs<'resolvePreOrderLines'>>({
      query: (args) => opRequest('resolvePreOrderLines', args),
    }),

    // ---- the product lists and their line writes ----
    listPreOrderProductGroups: build.query<OpResponse<'listPreOrderProductGroups'>, OpArgs<'listPreOrderProductGroups'>>({
      query: (args) => opRequest('listPreOrderProductGroups', args),
      providesTags: (_r, _e, args) => ['PreOrderProducts', productsTag(idOf(args), false)],
    }),
    listPreOrderMarketingProductGroups: build.query<OpResponse<'listPreOrderMarketingProductGroups'>, OpArgs<'listPreOrderMarketingProductGroups'>>({
      query: (args) => opRequest('listPreOrderMarketingProductGroups', args),
      providesTags: (_r, _e, args) => ['PreOrderProducts', productsTag(idOf(args), true)],
    }),
    /**
     * The amount of a size (or a marketing size): an autosave (keepalive). The product list is not reloaded (a
     * pre-order can hold a thousand sizes): the saved amount and its product's totals are written into the cached
     * lists instead. Nor are the totals: whoever writes amounts reloads them once its writes are done (the page
     * when its typed amounts are saved, PreOrderProducts; the bulk entry after its last line), not once per size.
     */
    updatePreOrderVariant: build.mutation<OpResponse<'updatePreOrderVariant'>, VariantArgs>({
      query: ({ marketing, deferReload: _d, ...args }) => keepalive(marketing ? opRequest('updatePreOrderMarketingVariant', args) : opRequest('updatePreOrderVariant', args)),
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        if (args.deferReload) return;
        try {
          await queryFulfilled;
        } catch {
          return; // the autosave reports the failure and the page reloads
        }
        const variantId = Number(args.params.vid);
        const amount = args.body.Amount;
        const patch = (draft: OpResponse<'listPreOrderProductGroups'>) => void patchVariantAmount(draft, variantId, amount);
        for (const entry of preordersApi.util.selectInvalidatedBy(getState(), [productsTag(idOf(args), args.marketing)])) {
          if (entry.endpointName === 'listPreOrderProductGroups') {
            dispatch(preOrderApi.util.updateQueryData('listPreOrderProductGroups', entry.originalArgs as ProductGroupsArgs, patch));
          } else if (entry.endpointName === 'listPreOrderMarketingProductGroups') {
            dispatch(preOrderApi.util.updateQueryData('listPreOrderMarketingProductGroups', entry.originalArgs as OpArgs<'listPreOrderMarketingProductGroups'>, patch));
          }
        }
      },
    }),
    /** discount and delivery date of a (marketing) product: an autosave; the price changes, so totals and the list reload */
    updatePreOrderProduct: build.mutation<OpResponse<'updatePreOrderProduct'>, Twin<'updatePreOrderProduct'>>({
      query: ({ marketing, ...args }) => keepalive(marketing ? opRequest('updatePreOrderMarketingProduct', args) : opRequest('updatePreOrderProduct', args)),
      invalidatesTags: (_r, _e, args) => ['PreOrderTotals', productsTag(idOf(args), args.marketing)],
    }),
    /** discount of a (marketing) group: overwrites every product discount of the group (spec section 4) */
    updatePreOrderProductGroup: build.mutation<OpResponse<'updatePreOrderProductGroup'>, Twin<'updatePreOrderProductGroup'>>({
      query: ({ marketing, ...args }) => keepalive(marketing ? opRequest('updatePreOrderMarketingProductGroup', args) : opRequest('updatePreOrderProductGroup', args)),
      invalidatesTags: (_r, _e, args) => ['PreOrderTotals', productsTag(idOf(args), args.marketing)],
    }),

    // ---- totals, targets, notifications ----
    getPreOrderTotals: build.query<OpResponse<'getPreOrderTotals'>, OpArgs<'getPreOrderTotals'>>({
      query: (args) => opRequest('getPreOrderTotals', args),
      providesTags: ['PreOrderTotals'],
    }),
    getPreOrderSubgroupTotals: build.query<OpResponse<'getPreOrderSubgroupTotals'>, OpArgs<'getPreOrderSubgroupTotals'>>({
      query: (args) => opRequest('getPreOrderSubgroupTotals', args),
      providesTags: ['PreOrderTotals'],
    }),
    getPreOrderDeliveryMomentTotals: build.query<OpResponse<'getPreOrderDeliveryMomentTotals'>, OpArgs<'getPreOrderDeliveryMomentTotals'>>({
      query: (args) => opRequest('getPreOrderDeliveryMomentTotals', args),
      providesTags: ['PreOrderTotals'],
    }),
    getPreOrderTargets: build.query<OpResponse<'getPreOrderTargets'>, OpArgs<'getPreOrderTargets'>>({
      query: (args) => opRequest('getPreOrderTargets', args),
      providesTags: ['PreOrderTotals'],
    }),
    /** changes of the order form since the pre-order was made */
    listPreOrderNotifications: build.query<OpResponse<'listPreOrderNotifications'>, OpArgs<'listPreOrderNotifications'>>({
      query: (args) => opRequest('listPreOrderNotifications', args),
      providesTags: ['PreOrderNotifications'],
    }),
    /** the cached list is updated at once and put back if the call fails */
    reportPreOrderNotification: build.mutation<OpResponse<'reportPreOrderNotification'>, OpArgs<'reportPreOrderNotification'>>({
      query: (args) => keepalive(opRequest('reportPreOrderNotification', args)),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const nid = Number(args.params.nid);
        const patch = dispatch(
          preOrderApi.util.updateQueryData('listPreOrderNotifications', { params: { id: idOf(args) } }, (list) => {
            const n = list.find((x) => x.Id === nid);
            if (n) n.IsReportedToCustomer = args.body.IsReportedToCustomer;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useListPreOrdersQuery,
  useListForecastedPreOrdersQuery,
  useGetPreOrderQuery,
  useCreatePreOrderMutation,
  useUpdatePreOrderAsCustomerMutation,
  useUpdatePreOrderAsSalesMutation,
  useSendPreOrderToSalesMutation,
  useClosePreOrderMutation,
  useSendPreOrderRemindersMutation,
  useExportPreOrderMutation,
  useResendPreOrderMutation,
  useResolvePreOrderLinesMutation,
  useListPreOrderProductGroupsQuery,
  useListPreOrderMarketingProductGroupsQuery,
  useGetPreOrderTotalsQuery,
  useGetPreOrderSubgroupTotalsQuery,
  useGetPreOrderDeliveryMomentTotalsQuery,
  useGetPreOrderTargetsQuery,
  useListPreOrderNotificationsQuery,
  useReportPreOrderNotificationMutation,
} = preOrderApi;

/** the grid's first page as the detail page asks for it (its products list asks the same) */
export const firstGridPageArgs = (id: number) => ({ params: { id }, query: { Page: 1, PageSize: PRODUCTS_PAGE_SIZE, Search: undefined, AmountsOnly: undefined } });

/**
 * How old the pre-order and its totals may be when the detail page mounts: the route asks for both at
 * every entry (prefetchPreOrderPage), so an answer this young is the fetch of this very visit.
 */
export const FRESH_ON_MOUNT_SECONDS = 5;

/**
 * Issue 20 (render as you fetch): the detail page's first calls, the pre-order, the grid's first page and
 * the totals, asked for while the page's code is still loading; the page then reads these cache entries.
 * The pre-order and totals are forced ("leaving the page resets pre-order data": fresh at every entry);
 * RTK Query never sends a call whose twin is still on its way, so whichever of the route and the page
 * asks first, one call goes out.
 */
export const prefetchPreOrderPage = (id: number) => [
  preOrderApi.util.prefetch('getPreOrder', { params: { id } }, { force: true }),
  preOrderApi.util.prefetch('listPreOrderProductGroups', firstGridPageArgs(id), {}),
  preOrderApi.util.prefetch('getPreOrderTotals', { params: { id } }, { force: true }),
];
