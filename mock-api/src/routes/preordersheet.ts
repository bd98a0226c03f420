import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PreOrderSheetInputSchema,
  PreOrderSheetListQuerySchema,
  SheetGroupAddSchema,
  SheetGroupUpdateSchema,
  type PreOrderSheet,
  type PreOrderSheetInput,
  type SheetGroup,
} from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS } from '../auth/guard';
import { catalogueQueries, GROUP_COLUMNS, type GroupRow } from '../db/catalogue';
import type { Db } from '../db/open';
import { checkedBrand } from '../db/refs';
import { modelStateError, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { sendJson } from '../http/json';
import { pagedQuery } from '../http/paging';
import { Where, bool, csv, likeTerm } from '../http/sql';
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
const GroupParams = z.object({ id: z.coerce.number().int().positive(), gid: z.coerce.number().int().positive() });
const SortParams = GroupParams.extend({ n: z.coerce.number().int().min(0).max(100000) });
const SearchQuery = z.object({ search: z.string().max(200).optional().default(''), take: z.coerce.number().int().min(1).max(100).default(20) });
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
          `SELECT g.id, g.name, g.erp_id, sg.sort_index, sg.pre_order_discount, sg.maximum_discount FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id
           WHERE sg.sheet_id = ? AND sg.is_marketing = ? ORDER BY sg.sort_index, g.id`,
        )
        .all(sheetId, marketing ? 1 : 0) as { id: number; name: string; erp_id: string; sort_index: number; pre_order_discount: number; maximum_discount: number }[]
    ).map((g) => ({ Id: g.id, Name: g.name, ErpId: g.erp_id, SortIndex: g.sort_index, PreOrderDiscount: g.pre_order_discount, MaximumDiscount: g.maximum_discount }));
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

  app.get('/PreOrderSheet', staff, async (req) => {
    const q = parse(PreOrderSheetListQuerySchema, req.query);
    const where = new Where().in('s.state', 'state', csv(q.State).map(Number).filter(Number.isInteger)).in('b.code', 'brand', csv(q.brands));
    if (q.search) where.add("(s.name LIKE @s ESCAPE '\\' OR b.name LIKE @s ESCAPE '\\')", { s: likeTerm(q.search) });
    return pagedQuery(db, { select: COLUMNS, from: FROM, where, orderBy: 's.deadline DESC, s.id DESC', page: q.Page, pageSize: q.PageSize, map: (r: SheetRow) => toSheet(r, false) });
  });

  app.get('/PreOrderSheet/autocomplete', staff, async (req) => {
    const q = parse(SearchQuery, req.query);
    const rows = db.prepare(`${COLUMNS} ${FROM} WHERE s.name LIKE ? ESCAPE '\\' ORDER BY s.state, s.deadline DESC LIMIT ?`).all(likeTerm(q.search), q.take) as SheetRow[];
    return rows.map((r) => ({ Id: r.id, Name: r.name, Brand: { Code: r.brand_code, Name: r.brand_name }, State: r.state, MaximumDiscount: r.maximum_discount }));
  });

  app.get('/PreOrderSheet/:id', staff, async (req) => toSheet(find(idParam(req.params)), true));

  app.post('/PreOrderSheet', admin, async (req, reply) => sendJson(reply, save(db, parse(PreOrderSheetInputSchema, req.body), null)));

  app.put('/PreOrderSheet/:id', admin, async (req) => {
    const id = find(idParam(req.params)).id;
    save(db, parse(PreOrderSheetInputSchema, req.body), id);
    return toSheet(find(id), true);
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
      db.prepare('INSERT INTO sheet_product_groups (sheet_id, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing) SELECT ?, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing FROM sheet_product_groups WHERE sheet_id = ?').run(newId, s.id);
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
    return pagedQuery(db, {
      select: `${GROUP_COLUMNS}, sg.sort_index AS sheet_sort, sg.pre_order_discount AS sheet_discount, sg.maximum_discount AS sheet_maximum`,
      from: 'FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id JOIN brands b ON b.id = g.brand_id',
      where,
      orderBy: 'sg.sort_index, g.id',
      page: q.Page,
      pageSize: q.PageSize,
      map: (g: GroupRow & { sheet_sort: number; sheet_discount: number; sheet_maximum: number }) => ({
        ...cat.toItem(g, true, url),
        SortIndex: g.sheet_sort,
        PreOrderDiscount: g.sheet_discount,
        MaximumDiscount: g.sheet_maximum,
        Products: cat.productsOf(g.id).map((p) => cat.toProduct(p, url, new Map())),
      }),
    });
  };
  app.get('/PreOrderSheet/:id/productgroups', staff, groupList(false));
  app.get('/PreOrderSheet/:id/marketingproductgroups', staff, groupList(true));

  const addGroup = (marketing: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const s = find(idParam(req.params));
    const { Id } = parse(SheetGroupAddSchema, req.body);
    const g = db.prepare('SELECT id, brand_id, is_marketing, maximum_discount FROM product_groups WHERE id = ? AND is_deleted = 0').get(Id) as { id: number; brand_id: number; is_marketing: number; maximum_discount: number } | undefined;
    if (!g || bool(g.is_marketing) !== marketing) throw modelStateError({ Id: [marketing ? 'The marketing product group was not found.' : 'The product group was not found.'] });
    if (db.prepare('SELECT 1 FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ?').get(s.id, g.id)) {
      throw modelStateError({ Id: ['This product(group) is already added to the list, you can remove this from the product view.'] });
    }
    const next = (db.prepare('SELECT COALESCE(MAX(sort_index), -1) + 1 AS n FROM sheet_product_groups WHERE sheet_id = ? AND is_marketing = ?').get(s.id, marketing ? 1 : 0) as { n: number }).n;
    db.prepare('INSERT INTO sheet_product_groups (sheet_id, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing) VALUES (?, ?, ?, 0, ?, ?)').run(s.id, g.id, next, g.maximum_discount, marketing ? 1 : 0);
    return sendJson(reply, g.id);
  };
  app.post('/preordersheet/:id/productgroup', admin, addGroup(false));
  app.post('/preordersheet/:id/marketingproductgroup', admin, addGroup(true));

  const removeGroup = (marketing: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const { id, gid } = parse(GroupParams, req.params);
    const changed = db.prepare('DELETE FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ? AND is_marketing = ?').run(find(id).id, gid, marketing ? 1 : 0).changes;
    if (!changed) throw notFound('The product group is not on the sheet.');
    return reply.status(200).send();
  };
  app.delete('/preordersheet/:id/productgroup/:gid', admin, removeGroup(false));
  app.delete('/preordersheet/:id/marketingproductgroup/:gid', admin, removeGroup(true));

  app.put('/preordersheet/:id/productgroup/:gid', admin, async (req) => {
    const { id, gid } = parse(GroupParams, req.params);
    const body = parse(SheetGroupUpdateSchema, req.body);
    if (body.PreOrderDiscount > body.MaximumDiscount) throw modelStateError({ PreOrderDiscount: ['The discount is above the maximum discount.'] });
    const changed = db.prepare('UPDATE sheet_product_groups SET pre_order_discount = ?, maximum_discount = ? WHERE sheet_id = ? AND group_id = ?').run(body.PreOrderDiscount, body.MaximumDiscount, find(id).id, gid).changes;
    if (!changed) throw notFound('The product group is not on the sheet.');
    return groupsOf(id, false).concat(groupsOf(id, true)).find((g) => g.Id === gid);
  });

  /** PUT preordersheet/{id}/productgroup/{gid}/sortindex/{n}: moves the group to position n */
  app.put('/preordersheet/:id/productgroup/:gid/sortindex/:n', admin, async (req) => {
    const { id, gid, n } = parse(SortParams, req.params);
    const sheet = find(id);
    const row = db.prepare('SELECT is_marketing FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ?').get(sheet.id, gid) as { is_marketing: number } | undefined;
    if (!row) throw notFound('The product group is not on the sheet.');
    const marketing = bool(row.is_marketing);
    const order = groupsOf(sheet.id, marketing).map((g) => g.Id).filter((x) => x !== gid);
    order.splice(Math.min(n, order.length), 0, gid);
    db.transaction(() => order.forEach((g, i) => db.prepare('UPDATE sheet_product_groups SET sort_index = ? WHERE sheet_id = ? AND group_id = ?').run(i, sheet.id, g)))();
    return groupsOf(sheet.id, marketing);
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
