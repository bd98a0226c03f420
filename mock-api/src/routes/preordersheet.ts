import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PreOrderSheetInputSchema,
  PreOrderSheetListQuerySchema,
  SheetBaseQuerySchema,
  SheetGroupAddSchema,
  SheetGroupUpdateSchema,
  SheetProductAddSchema,
  SheetProductUpdateSchema,
  SheetVariantUpdateSchema,
  type PreOrderSheet,
  type PreOrderSheetInput,
  type Product,
  type SheetBase,
  type SheetGroup,
  type SheetProductDates,
} from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS } from '../auth/guard';
import { campaignModelsOf, catalogueQueries, GROUP_COLUMNS, type GroupRow } from '../db/catalogue';
import type { Db } from '../db/open';
import { checkedBrand } from '../db/refs';
import { notificationText, notifyOpenPreOrders } from '../db/sheet-notifications';
import { badRequest, modelStateError, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { sendJson } from '../http/json';
import { pagedQuery } from '../http/paging';
import { Where, bool, csv, likeTerm } from '../http/sql';
import { nowIso } from '../http/time';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

interface SheetRow {
  id: number;
  brand_code: string;
  brand_name: string;
  collection_id: number;
  collection_name: string;
  name: string;
  maximum_discount: number;
  deadline: string;
  state: number;
  salesman_note: string | null;
}
const COLUMNS = 'SELECT s.*, b.code AS brand_code, b.name AS brand_name, col.name AS collection_name';
const FROM = 'FROM preorder_sheets s JOIN brands b ON b.id = s.brand_id JOIN collections col ON col.id = s.collection_id';
const staff = { config: { roles: ROLE_GROUPS.staff } };
const admin = { config: { roles: ROLE_GROUPS.admin } };
const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const GroupParams = z.object({ id: Id, gid: Id });
const ProductParams = z.object({ id: Id, pid: Id });
const VariantParams = z.object({ id: Id, vid: Id });
const DUPLICATE = 'This product(group) is already added to the list, you can remove this from the product view.';
const SortParams = GroupParams.extend({ n: z.coerce.number().int().min(0).max(100000) });
const SearchQuery = z.object({ search: z.string().max(200).optional().default(''), take: z.coerce.number().int().min(1).max(100).default(20) });
/** GET PreOrderSheet: open=true keeps the sheets a pre-order can be made on (State 0, deadline not passed) */
const OpenQuery = z.object({ open: z.enum(['true', 'false']).optional() });
const ListQuery = z.object({ Page: z.coerce.number().int().min(1).default(1), PageSize: z.coerce.number().int().min(1).max(500).default(10), Search: z.string().max(200).optional() });

/** Pre-order sheets (spec section 7): read by admin and salesman, built by admin. */
export default async function preOrderSheetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cat = catalogueQueries(db);
  const one = db.prepare(`${COLUMNS} ${FROM} WHERE s.id = ?`);

  function find(id: number): SheetRow {
    const row = one.get(id) as SheetRow | undefined;
    if (!row) throw notFound(`The pre-order sheet ${id} was not found.`);
    return row;
  }
  function groupsOf(sheetId: number, marketing: boolean): SheetGroup[] {
    return (
      db
        .prepare(
          `SELECT g.id, g.name, g.erp_id, sg.sort_index, sg.pre_order_discount, sg.maximum_discount, sg.brochure FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id
           WHERE sg.sheet_id = ? AND sg.is_marketing = ? ORDER BY sg.sort_index, g.id`,
        )
        .all(sheetId, marketing ? 1 : 0) as { id: number; name: string; erp_id: string; sort_index: number; pre_order_discount: number; maximum_discount: number; brochure: number }[]
    ).map((g) => ({ Id: g.id, Name: g.name, ErpId: g.erp_id, SortIndex: g.sort_index, PreOrderDiscount: g.pre_order_discount, MaximumDiscount: g.maximum_discount, Brochure: g.brochure }));
  }
  function toSheet(r: SheetRow, withGroups: boolean): PreOrderSheet {
    return {
      Id: r.id,
      Brand: { Code: r.brand_code, Name: r.brand_name },
      Collection: { Id: r.collection_id, Name: r.collection_name },
      Name: r.name,
      MaximumDiscount: r.maximum_discount,
      Deadline: r.deadline,
      State: r.state,
      SalesmanNote: r.salesman_note,
      Targets: (db.prepare('SELECT * FROM sheet_targets WHERE sheet_id = ? ORDER BY id').all(r.id) as { id: number; name: string; is_default: number; maximum_discount: number }[]).map((t) => ({
        TargetId: t.id,
        TargetName: t.name,
        IsDefault: bool(t.is_default),
        MaximumDiscount: t.maximum_discount,
      })),
      ProductGroups: withGroups ? groupsOf(r.id, false) : [],
      MarketingProductGroups: withGroups ? groupsOf(r.id, true) : [],
    };
  }

  /** the sheet's delivery dates per colour product and its size toggles */
  function sheetOverlay(sheetId: number) {
    const dates = new Map<number, string[]>();
    for (const r of db.prepare('SELECT product_id, delivery_date FROM sheet_product_dates WHERE sheet_id = ? ORDER BY delivery_date').all(sheetId) as { product_id: number; delivery_date: string }[]) {
      dates.set(r.product_id, [...(dates.get(r.product_id) ?? []), r.delivery_date]);
    }
    const sizes = new Map((db.prepare('SELECT variant_id, is_available FROM sheet_variants WHERE sheet_id = ?').all(sheetId) as { variant_id: number; is_available: number }[]).map((r) => [r.variant_id, bool(r.is_available)]));
    /** a catalogue product as the sheet offers it: IsAvailable per the size toggles, DeliveryDates IsSelected per the sheet */
    return (p: Product) => {
      const selected = dates.get(p.Id) ?? [];
      return {
        ...p,
        Variants: p.Variants.map((v) => ({ ...v, IsAvailable: sizes.get(v.Id) ?? (v.IsEnabled && v.IsAvailable) })),
        DeliveryDates: p.DeliveryDates.map((d) => ({ ...d, IsSelected: selected.includes(d.DeliveryDate) })),
        DeliveryDate: selected[0] ?? null,
        /** the delivery dates the product offers on this sheet; empty: 'no delivery date(s) selected!' */
        SheetDeliveryDates: selected,
      };
    };
  }

  // also while impersonating: the New pre-order page of the customer's overview lists the open sheets
  app.get('/PreOrderSheet', { config: { roles: ROLE_GROUPS.staff, impersonators: true } }, async (req) => {
    const q = parse(PreOrderSheetListQuerySchema, req.query);
    const { open } = parse(OpenQuery, req.query);
    const where = new Where().in('s.state', 'state', csv(q.State).map(Number).filter(Number.isInteger)).in('b.code', 'brand', csv(q.brands));
    if (open === 'true') where.add('s.state = 0 AND s.deadline >= @now', { now: nowIso() });
    if (q.search) where.add("(s.name LIKE @s ESCAPE '\\' OR b.name LIKE @s ESCAPE '\\')", { s: likeTerm(q.search) });
    return pagedQuery(db, { select: COLUMNS, from: FROM, where, orderBy: 's.deadline DESC, s.id DESC', page: q.Page, pageSize: q.PageSize, map: (r: SheetRow) => toSheet(r, false) });
  });

  app.get('/PreOrderSheet/autocomplete', staff, async (req) => {
    const q = parse(SearchQuery, req.query);
    const rows = db.prepare(`${COLUMNS} ${FROM} WHERE s.name LIKE ? ESCAPE '\\' ORDER BY s.state, s.deadline DESC LIMIT ?`).all(likeTerm(q.search), q.take) as SheetRow[];
    return rows.map((r) => ({ Id: r.id, Name: r.name, Brand: { Code: r.brand_code, Name: r.brand_name }, State: r.state, MaximumDiscount: r.maximum_discount }));
  });

  /** GET preordersheet/base?sheetId: the header data of the sheet with group counts, without the groups */
  app.get('/preordersheet/base', staff, async (req): Promise<SheetBase> => {
    const { sheetId } = parse(SheetBaseQuerySchema, req.query);
    const { ProductGroups: _g, MarketingProductGroups: _m, ...base } = toSheet(find(sheetId), false);
    const count = (mk: number) => (db.prepare('SELECT COUNT(*) AS n FROM sheet_product_groups WHERE sheet_id = ? AND is_marketing = ?').get(sheetId, mk) as { n: number }).n;
    return { ...base, DeadlineExpired: base.Deadline < nowIso(), ProductGroupCount: count(0), MarketingProductGroupCount: count(1) };
  });

  app.get('/PreOrderSheet/:id', staff, async (req) => toSheet(find(idParam(req.params)), true));

  app.post('/PreOrderSheet', admin, async (req, reply) => sendJson(reply, save(db, parse(PreOrderSheetInputSchema, req.body), null)));

  /** PUT PreOrderSheet/{id}; a deadline moved into the past notifies the open pre-orders (DeadlineExpired) */
  app.put('/PreOrderSheet/:id', admin, async (req) => {
    const before = find(idParam(req.params));
    const body = parse(PreOrderSheetInputSchema, req.body);
    db.transaction(() => {
      save(db, body, before.id);
      const after = find(before.id);
      const now = nowIso();
      if (before.deadline >= now && after.deadline < now) notifyOpenPreOrders(db, after.id, 'DeadlineExpired', notificationText.deadlineExpired(after.name, after.deadline));
    })();
    return toSheet(find(before.id), true);
  });

  /** POST PreOrderSheet/{id}/copy: a hidden copy with targets and groups; answers the new id */
  app.post('/PreOrderSheet/:id/copy', admin, async (req, reply) => {
    const s = find(idParam(req.params));
    const id = db.transaction(() => {
      const newId = Number(
        db
          .prepare('INSERT INTO preorder_sheets (brand_id, collection_id, name, maximum_discount, deadline, state, salesman_note) SELECT brand_id, collection_id, name || \' (copy)\', maximum_discount, deadline, 1, salesman_note FROM preorder_sheets WHERE id = ?')
          .run(s.id).lastInsertRowid,
      );
      db.prepare('INSERT INTO sheet_targets (sheet_id, name, is_default, maximum_discount) SELECT ?, name, is_default, maximum_discount FROM sheet_targets WHERE sheet_id = ? ORDER BY id').run(newId, s.id);
      db.prepare(
        'INSERT INTO sheet_product_groups (sheet_id, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing, brochure) SELECT ?, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing, brochure FROM sheet_product_groups WHERE sheet_id = ?',
      ).run(newId, s.id);
      db.prepare('INSERT INTO sheet_product_dates (sheet_id, product_id, delivery_date) SELECT ?, product_id, delivery_date FROM sheet_product_dates WHERE sheet_id = ?').run(newId, s.id);
      db.prepare('INSERT INTO sheet_variants (sheet_id, variant_id, is_available) SELECT ?, variant_id, is_available FROM sheet_variants WHERE sheet_id = ?').run(newId, s.id);
      return newId;
    })();
    return sendJson(reply, id);
  });

  const groupList = (marketing: boolean) => async (req: FastifyRequest) => {
    const s = find(idParam(req.params));
    const q = parse(ListQuery, req.query);
    const where = new Where().add('sg.sheet_id = @sheet AND sg.is_marketing = @mk', { sheet: s.id, mk: marketing ? 1 : 0 });
    if (q.Search) where.add("(g.name LIKE @s ESCAPE '\\' OR g.erp_id LIKE @s ESCAPE '\\')", { s: likeTerm(q.Search) });
    const url = (x: string) => absoluteUrl(req, x);
    const onSheet = sheetOverlay(s.id);
    return pagedQuery(db, {
      select: `${GROUP_COLUMNS}, sg.sort_index AS sheet_sort, sg.pre_order_discount AS sheet_discount, sg.maximum_discount AS sheet_maximum, sg.brochure AS sheet_brochure`,
      from: 'FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id JOIN brands b ON b.id = g.brand_id',
      where,
      orderBy: 'sg.sort_index, g.id',
      page: q.Page,
      pageSize: q.PageSize,
      map: (g: GroupRow & { sheet_sort: number; sheet_discount: number; sheet_maximum: number; sheet_brochure: number }) => {
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
      },
    });
  };
  app.get('/PreOrderSheet/:id/productgroups', staff, groupList(false));
  app.get('/PreOrderSheet/:id/marketingproductgroups', staff, groupList(true));

  const addGroup = (marketing: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const s = find(idParam(req.params));
    const { Id } = parse(SheetGroupAddSchema, req.body);
    const g = db.prepare('SELECT id, name, erp_id, brand_id, is_marketing, maximum_discount, brochure FROM product_groups WHERE id = ? AND is_deleted = 0').get(Id) as
      | { id: number; name: string; erp_id: string; brand_id: number; is_marketing: number; maximum_discount: number; brochure: number }
      | undefined;
    if (!g || bool(g.is_marketing) !== marketing) throw modelStateError({ Id: [marketing ? 'The marketing product group was not found.' : 'The product group was not found.'] });
    if (db.prepare('SELECT 1 FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ?').get(s.id, g.id)) {
      throw modelStateError({ Id: [DUPLICATE] });
    }
    const next = (db.prepare('SELECT COALESCE(MAX(sort_index), -1) + 1 AS n FROM sheet_product_groups WHERE sheet_id = ? AND is_marketing = ?').get(s.id, marketing ? 1 : 0) as { n: number }).n;
    db.transaction(() => {
      // the brochure page starts as the group's page in the catalogue brochure; the admin sets the sheet's own
      db.prepare('INSERT INTO sheet_product_groups (sheet_id, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing, brochure) VALUES (?, ?, ?, 0, ?, ?, ?)').run(
        s.id,
        g.id,
        next,
        g.maximum_discount,
        marketing ? 1 : 0,
        g.brochure,
      );
      notifyOpenPreOrders(db, s.id, 'ProductAdded', notificationText.productAdded({ name: g.name, erpId: g.erp_id }, marketing));
    })();
    return sendJson(reply, g.id);
  };
  app.post('/preordersheet/:id/productgroup', admin, addGroup(false));
  app.post('/preordersheet/:id/marketingproductgroup', admin, addGroup(true));

  /**
   * DELETE preordersheet/{id}/productgroup/{gid}: the group leaves the sheet with its delivery dates and size
   * toggles; open pre-orders on the sheet lose their amounts of it and get a ProductRemoved notification
   */
  const removeGroup = (marketing: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const { id, gid } = parse(GroupParams, req.params);
    const sheet = find(id);
    db.transaction(() => {
      const changed = db.prepare('DELETE FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ? AND is_marketing = ?').run(sheet.id, gid, marketing ? 1 : 0).changes;
      if (!changed) throw notFound('The product group is not on the sheet.');
      const g = db.prepare('SELECT name, erp_id FROM product_groups WHERE id = ?').get(gid) as { name: string; erp_id: string };
      db.prepare('DELETE FROM sheet_product_dates WHERE sheet_id = ? AND product_id IN (SELECT id FROM products WHERE group_id = ?)').run(sheet.id, gid);
      db.prepare('DELETE FROM sheet_variants WHERE sheet_id = ? AND variant_id IN (SELECT v.id FROM variants v JOIN products pr ON pr.id = v.product_id WHERE pr.group_id = ?)').run(sheet.id, gid);
      db.prepare(
        `DELETE FROM preorder_lines WHERE preorder_id IN (SELECT id FROM preorders WHERE sheet_id = ? AND is_closed = 0 AND state <> 3)
           AND variant_id IN (SELECT v.id FROM variants v JOIN products pr ON pr.id = v.product_id WHERE pr.group_id = ?)`,
      ).run(sheet.id, gid);
      notifyOpenPreOrders(db, sheet.id, 'ProductRemoved', notificationText.productRemoved({ name: g.name, erpId: g.erp_id }, marketing));
    })();
    return reply.status(200).send();
  };
  app.delete('/preordersheet/:id/productgroup/:gid', admin, removeGroup(false));
  app.delete('/preordersheet/:id/marketingproductgroup/:gid', admin, removeGroup(true));

  const updateGroup = async (req: FastifyRequest) => {
    const { id, gid } = parse(GroupParams, req.params);
    const body = parse(SheetGroupUpdateSchema, req.body);
    if (body.PreOrderDiscount > body.MaximumDiscount) throw modelStateError({ PreOrderDiscount: ['The discount is above the maximum discount.'] });
    const changed = db
      .prepare('UPDATE sheet_product_groups SET pre_order_discount = ?, maximum_discount = ?, brochure = COALESCE(?, brochure) WHERE sheet_id = ? AND group_id = ?')
      .run(body.PreOrderDiscount, body.MaximumDiscount, body.Brochure ?? null, find(id).id, gid).changes;
    if (!changed) throw notFound('The product group is not on the sheet.');
    return groupsOf(id, false).concat(groupsOf(id, true)).find((g) => g.Id === gid);
  };
  app.put('/preordersheet/:id/productgroup/:gid', admin, updateGroup);
  app.put('/preordersheet/:id/marketingproductgroup/:gid', admin, updateGroup);

  /** PUT preordersheet/{id}/productgroup/{gid}/sortindex/{n}: moves the group to position n */
  const sortGroup = async (req: FastifyRequest) => {
    const { id, gid, n } = parse(SortParams, req.params);
    const sheet = find(id);
    const row = db.prepare('SELECT is_marketing FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ?').get(sheet.id, gid) as { is_marketing: number } | undefined;
    if (!row) throw notFound('The product group is not on the sheet.');
    const marketing = bool(row.is_marketing);
    const order = groupsOf(sheet.id, marketing).map((g) => g.Id).filter((x) => x !== gid);
    order.splice(Math.min(n, order.length), 0, gid);
    db.transaction(() => order.forEach((g, i) => db.prepare('UPDATE sheet_product_groups SET sort_index = ? WHERE sheet_id = ? AND group_id = ?').run(i, sheet.id, g)))();
    return groupsOf(sheet.id, marketing);
  };
  app.put('/preordersheet/:id/productgroup/:gid/sortindex/:n', admin, sortGroup);
  app.put('/preordersheet/:id/marketingproductgroup/:gid/sortindex/:n', admin, sortGroup);

  /** a colour product whose group is on the sheet (marketing or not); ModelState Id otherwise */
  function sheetProduct(sheetId: number, productId: number, marketing: boolean) {
    const p = db
      .prepare(
        `SELECT pr.id, sg.group_id AS on_sheet FROM products pr LEFT JOIN sheet_product_groups sg ON sg.sheet_id = ? AND sg.group_id = pr.group_id AND sg.is_marketing = ?
         WHERE pr.id = ? AND pr.is_deleted = 0`,
      )
      .get(sheetId, marketing ? 1 : 0, productId) as { id: number; on_sheet: number | null } | undefined;
    if (!p) throw modelStateError({ Id: ['The product was not found.'] });
    if (p.on_sheet === null) throw modelStateError({ Id: [marketing ? 'The marketing product group of the product is not on the sheet.' : 'The product group of the product is not on the sheet.'] });
    return p.id;
  }
  /** replaces the product's delivery dates on the sheet; each must be one of the product's delivery dates */
  function setDates(sheetId: number, productId: number, wanted: string[]): SheetProductDates {
    const own = (db.prepare('SELECT delivery_date FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date').all(productId) as { delivery_date: string }[]).map((d) => d.delivery_date);
    const chosen = new Set<string>();
    for (const w of wanted) {
      const hit = own.find((d) => Date.parse(d) === Date.parse(w));
      if (!hit) throw modelStateError({ DeliveryDates: [`${w} is not a delivery date of the product.`] });
      chosen.add(hit);
    }
    db.transaction(() => {
      db.prepare('DELETE FROM sheet_product_dates WHERE sheet_id = ? AND product_id = ?').run(sheetId, productId);
      for (const d of chosen) db.prepare('INSERT INTO sheet_product_dates (sheet_id, product_id, delivery_date) VALUES (?, ?, ?)').run(sheetId, productId, d);
    })();
    return { Id: productId, DeliveryDates: own.filter((d) => chosen.has(d)) };
  }

  /** POST preordersheet/{id}/product: the delivery dates of a colour product on the sheet; a product with dates already is a duplicate */
  const addProduct = (marketing: boolean) => async (req: FastifyRequest) => {
    const sheet = find(idParam(req.params));
    const body = parse(SheetProductAddSchema, req.body);
    const pid = sheetProduct(sheet.id, body.Id, marketing);
    if (db.prepare('SELECT 1 FROM sheet_product_dates WHERE sheet_id = ? AND product_id = ?').get(sheet.id, pid)) throw modelStateError({ Id: [DUPLICATE] });
    return setDates(sheet.id, pid, body.DeliveryDates);
  };
  /** PUT preordersheet/{id}/product/{pid}: replaces the product's delivery dates on the sheet */
  const updateProduct = (marketing: boolean) => async (req: FastifyRequest) => {
    const { id, pid } = parse(ProductParams, req.params);
    const sheet = find(id);
    const body = parse(SheetProductUpdateSchema, req.body);
    return setDates(sheet.id, sheetProduct(sheet.id, pid, marketing), body.DeliveryDates);
  };
  /** DELETE preordersheet/{id}/product/{pid}: the product offers no delivery date on the sheet any more */
  const removeProduct = (marketing: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const { id, pid } = parse(ProductParams, req.params);
    const sheet = find(id);
    if (!db.prepare('DELETE FROM sheet_product_dates WHERE sheet_id = ? AND product_id = ?').run(sheet.id, sheetProduct(sheet.id, pid, marketing)).changes) throw notFound('The product has no delivery dates on the sheet.');
    return reply.status(200).send();
  };
  app.post('/preordersheet/:id/product', admin, addProduct(false));
  app.post('/preordersheet/:id/marketingproduct', admin, addProduct(true));
  app.put('/preordersheet/:id/product/:pid', admin, updateProduct(false));
  app.put('/preordersheet/:id/marketingproduct/:pid', admin, updateProduct(true));
  app.delete('/preordersheet/:id/product/:pid', admin, removeProduct(false));
  app.delete('/preordersheet/:id/marketingproduct/:pid', admin, removeProduct(true));

  /**
   * PUT preordersheet/{id}/productvariant/{vid}: the admin size toggle. Sets IsAvailable of the size on this
   * sheet (flips it without a body value); a change notifies the open pre-orders (SizeActivated, SizeDeactivated).
   */
  app.put('/preordersheet/:id/productvariant/:vid', admin, async (req) => {
    const { id, vid } = parse(VariantParams, req.params);
    const sheet = find(id);
    const body = parse(SheetVariantUpdateSchema, req.body);
    const v = db
      .prepare(
        `SELECT v.id, v.size, v.is_enabled, v.is_available, pr.color, g.name, g.erp_id, sg.group_id AS on_sheet, sv.is_available AS sheet_available
         FROM variants v JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id
         LEFT JOIN sheet_product_groups sg ON sg.sheet_id = @sheet AND sg.group_id = g.id
         LEFT JOIN sheet_variants sv ON sv.sheet_id = @sheet AND sv.variant_id = v.id WHERE v.id = @vid`,
      )
      .get({ sheet: sheet.id, vid }) as
      | { id: number; size: string; is_enabled: number; is_available: number; color: string; name: string; erp_id: string; on_sheet: number | null; sheet_available: number | null }
      | undefined;
    if (!v) throw notFound(`The product variant ${vid} was not found.`);
    if (v.on_sheet === null) throw badRequest('The size does not belong to a product group on the sheet.');
    const current = v.sheet_available === null ? bool(v.is_enabled) && bool(v.is_available) : bool(v.sheet_available);
    const next = body.IsAvailable ?? !current;
    if (next && !v.is_enabled) throw modelStateError({ IsAvailable: ['The size is not enabled in the catalogue.'] });
    db.transaction(() => {
      db.prepare('INSERT INTO sheet_variants (sheet_id, variant_id, is_available) VALUES (?, ?, ?) ON CONFLICT (sheet_id, variant_id) DO UPDATE SET is_available = excluded.is_available').run(sheet.id, vid, next ? 1 : 0);
      if (next !== current) {
        notifyOpenPreOrders(db, sheet.id, next ? 'SizeActivated' : 'SizeDeactivated', notificationText.size({ size: v.size, color: v.color, name: v.name, erpId: v.erp_id }, next));
      }
    })();
    return { Id: vid, IsAvailable: next };
  });
}

/** inserts (id null) or updates a sheet with its targets; returns the id */
function save(db: Db, s: PreOrderSheetInput, id: number | null): number {
  const brandId = checkedBrand(db, s.Brand.Code, 'Brand.Code');
  if (!db.prepare('SELECT 1 FROM collections WHERE id = ? AND brand_id = ?').get(s.Collection.Id, brandId)) throw modelStateError({ 'Collection.Id': ['The collection does not belong to the brand.'] });
  return db.transaction(() => {
    const values = [brandId, s.Collection.Id, s.Name, s.MaximumDiscount, new Date(s.Deadline).toISOString(), s.State, s.SalesmanNote];
    let target = id;
    if (target === null) {
      target = Number(db.prepare('INSERT INTO preorder_sheets (brand_id, collection_id, name, maximum_discount, deadline, state, salesman_note) VALUES (?, ?, ?, ?, ?, ?, ?)').run(...values).lastInsertRowid);
    } else {
      db.prepare('UPDATE preorder_sheets SET brand_id = ?, collection_id = ?, name = ?, maximum_discount = ?, deadline = ?, state = ?, salesman_note = ? WHERE id = ?').run(...values, target);
    }
    const keep = s.Targets.filter((t) => t.TargetId > 0).map((t) => t.TargetId);
    db.prepare(`DELETE FROM sheet_targets WHERE sheet_id = ? AND id NOT IN (${keep.map(Number).join(', ') || '0'})`).run(target);
    for (const t of s.Targets) {
      const values2 = [t.TargetName, t.IsDefault ? 1 : 0, t.MaximumDiscount];
      const updated = t.TargetId > 0 ? db.prepare('UPDATE sheet_targets SET name = ?, is_default = ?, maximum_discount = ? WHERE id = ? AND sheet_id = ?').run(...values2, t.TargetId, target).changes : 0;
      if (!updated) db.prepare('INSERT INTO sheet_targets (sheet_id, name, is_default, maximum_discount) VALUES (?, ?, ?, ?)').run(target, ...values2);
    }
    return target;
  })();
}
