import { saveBlob } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';

export type SheetListQuery = NonNullable<OpArgs<'listPreOrderSheets'>['query']>;
type ContractGroup = OpResponse<'listSheetProductGroups'>['Items'][number];
/**
 * A group as listSheetProductGroups answers it. The contract's SheetProductGroupSchema lacks Brochure and
 * CampaignModels, which mock-api sends and the editor shows (to add to the contract: see the package README).
 */
export type SheetGroupDetail = ContractGroup & {
  /** the group's page in the sheet's brochure (0: none) */
  Brochure: number;
  /** the ids of its campaign-model products (spec section 3) */
  CampaignModels: number[];
};
export type SheetGroupPage = Omit<OpResponse<'listSheetProductGroups'>, 'Items'> & { Items: SheetGroupDetail[] };
export type SheetProduct = SheetGroupDetail['Products'][number];
/** product groups or marketing product groups of a sheet */
export type SheetGroupKind = 'product' | 'marketing';
/** the body of createPreOrderSheet and updatePreOrderSheet */
export type SheetInput = Omit<OpArgs<'createPreOrderSheet'>['body'], 'Deadline'> & {
  /** spec section 5: an invalid date is sent as null (the server answers ModelState Deadline) */
  Deadline: string | null;
};
export type ReportQuery = OpArgs<'getSheetReport'>['query'];

/**
 * The sheet's group and product operations come in twins (`addSheetProductGroup` / `addSheetMarketingProductGroup`,
 * same params and body): one endpoint, named after the product operation, sends the marketing one for
 * `kind: 'marketing'`. Each URL still has one endpoint.
 */
type Twin<N extends keyof typeof twins> = OpArgs<N> & { kind: SheetGroupKind };
const twins = {
  listSheetProductGroups: 'listSheetMarketingProductGroups',
  addSheetProductGroup: 'addSheetMarketingProductGroup',
  removeSheetProductGroup: 'removeSheetMarketingProductGroup',
  updateSheetProductGroup: 'updateSheetMarketingProductGroup',
  sortSheetProductGroup: 'sortSheetMarketingProductGroup',
  addSheetProduct: 'addSheetMarketingProduct',
  updateSheetProduct: 'updateSheetMarketingProduct',
  removeSheetProduct: 'removeSheetMarketingProduct',
} as const;
function twinRequest<N extends keyof typeof twins>(name: N, { kind, ...args }: Twin<N>) {
  return kind === 'marketing' ? opRequest(twins[name], args as never) : opRequest(name, args as never);
}

/** Spec section 7: the editor shows every group of a sheet at once (the list call allows up to 500). */
export const SHEET_GROUPS_PAGE_SIZE = 500;
const sheetIdOf = (args: { params: { id: unknown } }) => Number(args.params.id);
/** the cache tag of a sheet's group lists */
export const groupsTag = (sheetId: number) => ({ type: 'Sheet' as const, id: `groups-${sheetId}` });
const groupsArgs = (sheetId: number, kind: SheetGroupKind): Twin<'listSheetProductGroups'> => ({ kind, params: { id: sheetId }, query: { Page: 1, PageSize: SHEET_GROUPS_PAGE_SIZE } });

const sameDay = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** The product as the sheet shows it with these delivery dates (ISO, as the API answered them). */
export function withSheetDates(p: SheetProduct, dates: string[]): SheetProduct {
  return {
    ...p,
    SheetDeliveryDates: dates,
    DeliveryDates: p.DeliveryDates.map((d) => ({ ...d, IsSelected: dates.some((x) => sameDay(x, d.DeliveryDate)) })),
    DeliveryDate: dates[0] ?? null,
  };
}

/** A base64 text as bytes. */
export function base64Bytes(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Pre-order sheets and their report (contract sheet.ts). Lists are tagged SheetList, a sheet { Sheet, id } and
 * its group lists groupsTag(id); a product's dates and a size toggle are written into the cached group list
 * (no reload of every group).
 */
export const preOrderSheetApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** sheets, newest deadline first: overviews, the create page's open sheets, the report's select, the admin list */
    listPreOrderSheets: build.query<OpResponse<'listPreOrderSheets'>, OpArgs<'listPreOrderSheets'>>({
      query: (args) => opRequest('listPreOrderSheets', args),
      providesTags: ['SheetList'],
    }),
    /** one sheet with targets and groups */
    getPreOrderSheet: build.query<OpResponse<'getPreOrderSheet'>, OpArgs<'getPreOrderSheet'>>({
      query: (args) => opRequest('getPreOrderSheet', args),
      providesTags: (_r, _e, args) => [{ type: 'Sheet', id: sheetIdOf(args) }],
    }),
    /** answers the new id */
    createPreOrderSheet: build.mutation<OpResponse<'createPreOrderSheet'>, { body: SheetInput }>({
      query: (args) => opRequest('createPreOrderSheet', args as OpArgs<'createPreOrderSheet'>),
      invalidatesTags: ['SheetList'],
    }),
    /** answers the sheet */
    updatePreOrderSheet: build.mutation<OpResponse<'updatePreOrderSheet'>, Omit<OpArgs<'updatePreOrderSheet'>, 'body'> & { body: SheetInput }>({
      query: (args) => opRequest('updatePreOrderSheet', args as OpArgs<'updatePreOrderSheet'>),
      invalidatesTags: (_r, _e, args) => ['SheetList', { type: 'Sheet', id: sheetIdOf(args) }],
    }),
    /** a hidden copy of the sheet; answers the new id */
    copyPreOrderSheet: build.mutation<OpResponse<'copyPreOrderSheet'>, OpArgs<'copyPreOrderSheet'>>({
      query: (args) => opRequest('copyPreOrderSheet', args),
      invalidatesTags: ['SheetList'],
    }),
    /** the (marketing) groups on a sheet, in sort order */
    listSheetProductGroups: build.query<SheetGroupPage, Twin<'listSheetProductGroups'>>({
      query: (args) => twinRequest('listSheetProductGroups', args),
      providesTags: (_r, _e, args) => [groupsTag(sheetIdOf(args))],
    }),
    /** adds a group (a duplicate answers ModelState Id) */
    addSheetProductGroup: build.mutation<OpResponse<'addSheetProductGroup'>, Twin<'addSheetProductGroup'>>({
      query: (args) => twinRequest('addSheetProductGroup', args),
      invalidatesTags: (_r, _e, args) => [groupsTag(sheetIdOf(args)), { type: 'Sheet', id: sheetIdOf(args) }],
    }),
    removeSheetProductGroup: build.mutation<null, Twin<'removeSheetProductGroup'>>({
      query: (args) => twinRequest('removeSheetProductGroup', args),
      invalidatesTags: (_r, _e, args) => [groupsTag(sheetIdOf(args)), { type: 'Sheet', id: sheetIdOf(args) }],
    }),
    /** {PreOrderDiscount, MaximumDiscount, Brochure}: answers the SheetGroup */
    updateSheetProductGroup: build.mutation<OpResponse<'updateSheetProductGroup'>, Twin<'updateSheetProductGroup'>>({
      query: (args) => twinRequest('updateSheetProductGroup', args),
      invalidatesTags: (_r, _e, args) => [groupsTag(sheetIdOf(args)), { type: 'Sheet', id: sheetIdOf(args) }],
    }),
    /** moves a group to position n; answers the groups in their new order */
    sortSheetProductGroup: build.mutation<OpResponse<'sortSheetProductGroup'>, Twin<'sortSheetProductGroup'>>({
      query: (args) => twinRequest('sortSheetProductGroup', args),
      invalidatesTags: (_r, _e, args) => [groupsTag(sheetIdOf(args)), { type: 'Sheet', id: sheetIdOf(args) }],
    }),
    /** the first delivery dates of a product on the sheet (at least one); answers {Id, DeliveryDates} */
    addSheetProduct: build.mutation<OpResponse<'addSheetProduct'>, Twin<'addSheetProduct'>>({
      query: (args) => twinRequest('addSheetProduct', args),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchSheetProduct(sheetIdOf(args), args.kind, Number(args.body.Id), (p) => withSheetDates(p, data.DeliveryDates)));
      },
    }),
    /** replaces the product's dates on the sheet; answers {Id, DeliveryDates} */
    updateSheetProduct: build.mutation<OpResponse<'updateSheetProduct'>, Twin<'updateSheetProduct'>>({
      query: (args) => twinRequest('updateSheetProduct', args),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchSheetProduct(sheetIdOf(args), args.kind, Number(args.params.pid), (p) => withSheetDates(p, data.DeliveryDates)));
      },
    }),
    /** the product offers no delivery date on the sheet any more */
    removeSheetProduct: build.mutation<null, Twin<'removeSheetProduct'>>({
      query: (args) => twinRequest('removeSheetProduct', args),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) dispatch(patchSheetProduct(sheetIdOf(args), args.kind, Number(args.params.pid), (p) => withSheetDates(p, [])));
      },
    }),
    /** the admin size toggle (spec section 4); without IsAvailable the API flips it. `kind`: the list to patch */
    toggleSheetVariant: build.mutation<OpResponse<'toggleSheetVariant'>, OpArgs<'toggleSheetVariant'> & { kind: SheetGroupKind }>({
      query: ({ kind: _k, ...args }) => opRequest('toggleSheetVariant', args),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          preOrderSheetApi.util.updateQueryData('listSheetProductGroups', groupsArgs(sheetIdOf(args), args.kind), (page) => {
            for (const g of page.Items) for (const p of g.Products) for (const v of p.Variants) if (v.Id === data.Id) v.IsAvailable = data.IsAvailable;
          }),
        );
      },
    }),
    /** the sheet's data and statistics (admin) */
    getSheetReport: build.query<OpResponse<'getSheetReport'>, OpArgs<'getSheetReport'>>({
      query: (args) => opRequest('getSheetReport', args),
      providesTags: (_r, _e, args) => [{ type: 'Report', id: Number(args.query.sheetId) }],
    }),
    /** {Content (base64), FileName}: decoded and saved here (saveBlob); only the file name enters the store */
    exportSheetReport: build.mutation<string, OpArgs<'exportSheetReport'>>({
      query: (args) => opRequest('exportSheetReport', args),
      transformResponse: (file: OpResponse<'exportSheetReport'>) => {
        saveBlob(new Blob([base64Bytes(file.Content)], { type: file.FileName.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' }), file.FileName);
        return file.FileName;
      },
    }),
  }),
});

/** The action that patches one colour product in the cached group list of the sheet (no reload of every group). */
export function patchSheetProduct(sheetId: number, kind: SheetGroupKind, productId: number, patch: (p: SheetProduct) => SheetProduct) {
  return preOrderSheetApi.util.updateQueryData('listSheetProductGroups', groupsArgs(sheetId, kind), (page) => {
    for (const g of page.Items) g.Products = g.Products.map((p) => (p.Id === productId ? patch(p) : p));
  });
}

export const {
  useListPreOrderSheetsQuery,
  useGetPreOrderSheetQuery,
  useCreatePreOrderSheetMutation,
  useUpdatePreOrderSheetMutation,
  useCopyPreOrderSheetMutation,
  useListSheetProductGroupsQuery,
  useAddSheetProductGroupMutation,
  useRemoveSheetProductGroupMutation,
  useUpdateSheetProductGroupMutation,
  useSortSheetProductGroupMutation,
  useAddSheetProductMutation,
  useUpdateSheetProductMutation,
  useRemoveSheetProductMutation,
  useToggleSheetVariantMutation,
  useGetSheetReportQuery,
  useExportSheetReportMutation,
} = preOrderSheetApi;
