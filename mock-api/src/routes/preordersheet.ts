import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SheetProductDates } from 'shared-kernel/contract';
import { campaignModelsOf, catalogueQueries } from '../db/catalogue';
import { matchingDate } from '../db/preorder';
import { sheetRepository, type SheetRow } from '../db/sheets';
import { badRequest, modelStateError, notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { route, type OperationRequest } from '../http/operation';
import { bool } from '../http/sql';
import { nowIso } from '../http/time';
import { absoluteUrl } from '../http/urls';

const DUPLICATE = 'This product(group) is already added to the list, you can remove this from the product view.';

/** Pre-order sheets (spec section 7): read by admin and salesman, built by admin (sheet builder, mock-api README). */
export default async function preOrderSheetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const sheets = sheetRepository(db);

  function find(id: number): SheetRow {
    const row = sheets.byId(id);
    if (!row) throw notFound(`The pre-order sheet ${id} was not found.`);
    return row;
  }

  // also while impersonating (the operation's impersonators): the New pre-order page of the customer's overview lists the open sheets
  route(app, 'listPreOrderSheets', async (req) => sheets.page({ ...req.query, open: req.query.open === 'true' }));

  route(app, 'preOrderSheetAutocomplete', async (req) =>
    sheets.autocomplete(req.query.search, req.query.take).map((r) => ({ Id: r.id, Name: r.name, Brand: { Code: r.brand_code, Name: r.brand_name }, State: r.state, MaximumDiscount: r.maximum_discount })),
  );

  /** GET preordersheet/base?sheetId: the header data of the sheet with group counts, without the groups */
  route(app, 'getPreOrderSheetBase', async (req) => {
    const { sheetId } = req.query;
    const { ProductGroups: _g, MarketingProductGroups: _m, ...base } = sheets.toSheet(find(sheetId), false);
    return { ...base, DeadlineExpired: base.Deadline < nowIso(), ProductGroupCount: sheets.groupCount(sheetId, false), MarketingProductGroupCount: sheets.groupCount(sheetId, true) };
  });

  route(app, 'getPreOrderSheet', async (req) => sheets.toSheet(find(req.params.id), true));

  /** answers the new id */
  route(app, 'createPreOrderSheet', async (req, reply) => sendJson(reply, sheets.create(req.body)));

  /** PUT PreOrderSheet/{id}; a deadline moved into the past notifies the open pre-orders (DeadlineExpired) */
  route(app, 'updatePreOrderSheet', async (req) => {
    const before = find(req.params.id);
    sheets.update(before, req.body);
    return sheets.toSheet(find(before.id), true);
  });

  /** POST PreOrderSheet/{id}/copy: a hidden copy with targets and groups; answers the new id */
  route(app, 'copyPreOrderSheet', async (req, reply) => sendJson(reply, sheets.copy(find(req.params.id).id)));

  /** a page of the sheet's groups, each colour product as the sheet offers it (dates, size toggles) */
  const groupList = (marketing: boolean) => async (req: OperationRequest<'listSheetProductGroups' | 'listSheetMarketingProductGroups'>) => {
    const s = find(req.params.id);
    const url = (x: string) => absoluteUrl(req, x);
    const onSheet = sheets.offerOf(s.id);
    return sheets.groupPage(s.id, marketing, req.query, (g) => {
      const products = cat.productsOf(g.id).map((p) => onSheet(cat.toProduct(p, url, new Map())));
      return {
        ...cat.toItem(g, true, url),
        SortIndex: g.sheet_sort,
        PreOrderDiscount: g.sheet_discount,
        MaximumDiscount: g.sheet_maximum,
        Brochure: g.sheet_brochure,
        CampaignModels: campaignModelsOf(products),
        Products: products,
      };
    });
  };
  route(app, 'listSheetProductGroups', groupList(false));
  route(app, 'listSheetMarketingProductGroups', groupList(true));

  /** POST preordersheet/{id}/productgroup: adds the group last; the open pre-orders get ProductAdded; answers its id */
  const addGroup = (marketing: boolean) => async (req: OperationRequest<'addSheetProductGroup' | 'addSheetMarketingProductGroup'>, reply: FastifyReply) => {
    const s = find(req.params.id);
    const g = sheets.catalogueGroup(req.body.Id);
    if (!g || bool(g.is_marketing) !== marketing) throw modelStateError({ Id: [marketing ? 'The marketing product group was not found.' : 'The product group was not found.'] });
    if (sheets.placement(s.id, g.id)) throw modelStateError({ Id: [DUPLICATE] });
    sheets.addGroup(s.id, g, marketing);
    return sendJson(reply, g.id);
  };
  route(app, 'addSheetProductGroup', addGroup(false));
  route(app, 'addSheetMarketingProductGroup', addGroup(true));

  /**
   * DELETE preordersheet/{id}/productgroup/{gid}: the group leaves the sheet with its delivery dates and size
   * toggles; open pre-orders on the sheet lose their amounts of it and get a ProductRemoved notification
   */
  const removeGroup = (marketing: boolean) => async (req: OperationRequest<'removeSheetProductGroup' | 'removeSheetMarketingProductGroup'>, reply: FastifyReply) => {
    const sheet = find(req.params.id);
    if (!sheets.removeGroup(sheet.id, req.params.gid, marketing)) throw notFound('The product group is not on the sheet.');
    return reply.status(200).send();
  };
  route(app, 'removeSheetProductGroup', removeGroup(false));
  route(app, 'removeSheetMarketingProductGroup', removeGroup(true));

  /** the group's discounts and brochure page on the sheet (either list: the group is on the sheet once) */
  const updateGroup = async (req: OperationRequest<'updateSheetProductGroup' | 'updateSheetMarketingProductGroup'>) => {
    const { id, gid } = req.params;
    const body = req.body;
    if (body.PreOrderDiscount > body.MaximumDiscount) throw modelStateError({ PreOrderDiscount: ['The discount is above the maximum discount.'] });
    if (!sheets.updateGroup(find(id).id, gid, body)) throw notFound('The product group is not on the sheet.');
    return sheets.groupsOf(id, false).concat(sheets.groupsOf(id, true)).find((g) => g.Id === gid)!;
  };
  route(app, 'updateSheetProductGroup', updateGroup);
  route(app, 'updateSheetMarketingProductGroup', updateGroup);

  /** PUT preordersheet/{id}/productgroup/{gid}/sortindex/{n}: moves the group to position n (beyond the end: last) */
  const sortGroup = async (req: OperationRequest<'sortSheetProductGroup' | 'sortSheetMarketingProductGroup'>) => {
    const { id, gid, n } = req.params;
    const sheet = find(id);
    const placement = sheets.placement(sheet.id, gid);
    if (!placement) throw notFound('The product group is not on the sheet.');
    const order = sheets.groupsOf(sheet.id, placement.marketing).map((g) => g.Id).filter((x) => x !== gid);
    order.splice(Math.min(n, order.length), 0, gid);
    sheets.reorder(sheet.id, order);
    return sheets.groupsOf(sheet.id, placement.marketing);
  };
  route(app, 'sortSheetProductGroup', sortGroup);
  route(app, 'sortSheetMarketingProductGroup', sortGroup);

  /** a colour product whose group is on the sheet (marketing or not); ModelState Id otherwise */
  function sheetProduct(sheetId: number, productId: number, marketing: boolean): number {
    const p = sheets.sheetProduct(sheetId, productId, marketing);
    if (!p) throw modelStateError({ Id: ['The product was not found.'] });
    if (p.on_sheet === null) throw modelStateError({ Id: [marketing ? 'The marketing product group of the product is not on the sheet.' : 'The product group of the product is not on the sheet.'] });
    return p.id;
  }
  /** replaces the product's delivery dates on the sheet; each must be one of the product's delivery dates (ModelState DeliveryDates) */
  function setDates(sheetId: number, productId: number, wanted: readonly string[]): SheetProductDates {
    const own = sheets.catalogueDates(productId);
    const chosen = new Set<string>();
    for (const w of wanted) {
      const hit = matchingDate(own, w);
      if (!hit) throw modelStateError({ DeliveryDates: [`${w} is not a delivery date of the product.`] });
      chosen.add(hit);
    }
    sheets.setProductDates(sheetId, productId, chosen);
    return { Id: productId, DeliveryDates: own.filter((d) => chosen.has(d)) };
  }

  /** POST preordersheet/{id}/product: the delivery dates of a colour product on the sheet; a product with dates already is a duplicate */
  const addProduct = (marketing: boolean) => async (req: OperationRequest<'addSheetProduct' | 'addSheetMarketingProduct'>) => {
    const sheet = find(req.params.id);
    const pid = sheetProduct(sheet.id, req.body.Id, marketing);
    if (sheets.hasProductDates(sheet.id, pid)) throw modelStateError({ Id: [DUPLICATE] });
    return setDates(sheet.id, pid, req.body.DeliveryDates);
  };
  /** PUT preordersheet/{id}/product/{pid}: replaces the product's delivery dates on the sheet */
  const updateProduct = (marketing: boolean) => async (req: OperationRequest<'updateSheetProduct' | 'updateSheetMarketingProduct'>) => {
    const sheet = find(req.params.id);
    return setDates(sheet.id, sheetProduct(sheet.id, req.params.pid, marketing), req.body.DeliveryDates);
  };
  /** DELETE preordersheet/{id}/product/{pid}: the product offers no delivery date on the sheet any more */
  const removeProduct = (marketing: boolean) => async (req: OperationRequest<'removeSheetProduct' | 'removeSheetMarketingProduct'>, reply: FastifyReply) => {
    const sheet = find(req.params.id);
    if (!sheets.removeProductDates(sheet.id, sheetProduct(sheet.id, req.params.pid, marketing))) throw notFound('The product has no delivery dates on the sheet.');
    return reply.status(200).send();
  };
  route(app, 'addSheetProduct', addProduct(false));
  route(app, 'addSheetMarketingProduct', addProduct(true));
  route(app, 'updateSheetProduct', updateProduct(false));
  route(app, 'updateSheetMarketingProduct', updateProduct(true));
  route(app, 'removeSheetProduct', removeProduct(false));
  route(app, 'removeSheetMarketingProduct', removeProduct(true));

  /**
   * PUT preordersheet/{id}/productvariant/{vid}: the admin size toggle. Sets IsAvailable of the size on this
   * sheet (flips it without a body value); a change notifies the open pre-orders (SizeActivated, SizeDeactivated).
   */
  route(app, 'toggleSheetVariant', async (req) => {
    const { id, vid } = req.params;
    const sheet = find(id);
    const v = sheets.variant(sheet.id, vid);
    if (!v) throw notFound(`The product variant ${vid} was not found.`);
    if (v.on_sheet === null) throw badRequest('The size does not belong to a product group on the sheet.');
    const current = v.sheet_available === null ? bool(v.is_enabled) && bool(v.is_available) : bool(v.sheet_available);
    const next = req.body.IsAvailable ?? !current;
    if (next && !v.is_enabled) throw modelStateError({ IsAvailable: ['The size is not enabled in the catalogue.'] });
    sheets.setSizeToggle(sheet.id, v, current, next);
    return { Id: vid, IsAvailable: next };
  });
}
