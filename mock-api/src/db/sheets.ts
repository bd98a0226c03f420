import type { Paged, PreOrderSheet, PreOrderSheetInput, Product, SheetGroup, SheetTarget } from 'shared-kernel/contract';
import { modelStateError } from '../http/errors';
import { pagedQuery } from '../http/paging';
import { Where, bool, csv, likeTerm } from '../http/sql';
import { nowIso } from '../http/time';
import { GROUP_COLUMNS, type GroupRow } from './catalogue';
import type { Db } from './open';
import { checkedBrand } from './refs';
import { notificationText, notifyOpenPreOrders } from './sheet-notifications';

export interface SheetRow {
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

/** a group row of GET PreOrderSheet/{id}/productgroups: the catalogue's group with its settings on the sheet */
export type SheetGroupRow = GroupRow & { sheet_sort: number; sheet_discount: number; sheet_maximum: number; sheet_brochure: number };

/** a catalogue group as POST preordersheet/{id}/productgroup adds it */
export interface CatalogueGroup {
  id: number;
  name: string;
  erp_id: string;
  brand_id: number;
  is_marketing: number;
  maximum_discount: number;
  brochure: number;
}

/** a size with what the sheet says of it (PUT preordersheet/{id}/productvariant/{vid}) */
export interface SheetVariantRow {
  id: number;
  size: string;
  is_enabled: number;
  is_available: number;
  color: string;
  name: string;
  erp_id: string;
  /** null: the size's group is not on the sheet */
  on_sheet: number | null;
  /** the sheet's toggle; null: none, the catalogue decides */
  sheet_available: number | null;
}

/** the targets of a sheet (also GET PreOrder/{id}/targets) */
export function sheetTargets(db: Db, sheetId: number): SheetTarget[] {
  return (db.prepare('SELECT * FROM sheet_targets WHERE sheet_id = ? ORDER BY id').all(sheetId) as { id: number; name: string; is_default: number; maximum_discount: number }[]).map((t) => ({
    TargetId: t.id,
    TargetName: t.name,
    IsDefault: bool(t.is_default),
    MaximumDiscount: t.maximum_discount,
  }));
}

/**
 * The pre-order sheets repository (routes/preordersheet.ts): sheets with targets, their (marketing) product
 * groups, the delivery dates their colour products offer and the size toggles. Changes that concern the
 * open pre-orders of a sheet notify them in the same transaction (db/sheet-notifications.ts).
 */
export function sheetRepository(db: Db) {
  const one = db.prepare(`${COLUMNS} ${FROM} WHERE s.id = ?`);
  const groups = db.prepare(
    `SELECT g.id, g.name, g.erp_id, sg.sort_index, sg.pre_order_discount, sg.maximum_discount, sg.brochure FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id
     WHERE sg.sheet_id = ? AND sg.is_marketing = ? ORDER BY sg.sort_index, g.id`,
  );
  const groupCount = db.prepare('SELECT COUNT(*) AS n FROM sheet_product_groups WHERE sheet_id = ? AND is_marketing = ?');
  const autocomplete = db.prepare(`${COLUMNS} ${FROM} WHERE s.name LIKE ? ESCAPE '\\' ORDER BY s.state, s.deadline DESC LIMIT ?`);
  const collectionOf = db.prepare('SELECT 1 FROM collections WHERE id = ? AND brand_id = ?');
  const insertSheet = db.prepare('INSERT INTO preorder_sheets (brand_id, collection_id, name, maximum_discount, deadline, state, salesman_note) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const updateSheet = db.prepare('UPDATE preorder_sheets SET brand_id = ?, collection_id = ?, name = ?, maximum_discount = ?, deadline = ?, state = ?, salesman_note = ? WHERE id = ?');
  const updateTarget = db.prepare('UPDATE sheet_targets SET name = ?, is_default = ?, maximum_discount = ? WHERE id = ? AND sheet_id = ?');
  const insertTarget = db.prepare('INSERT INTO sheet_targets (sheet_id, name, is_default, maximum_discount) VALUES (?, ?, ?, ?)');
  const productDates = db.prepare('SELECT product_id, delivery_date FROM sheet_product_dates WHERE sheet_id = ? ORDER BY delivery_date');
  const sizeToggles = db.prepare('SELECT variant_id, is_available FROM sheet_variants WHERE sheet_id = ?');
  const catalogueGroup = db.prepare('SELECT id, name, erp_id, brand_id, is_marketing, maximum_discount, brochure FROM product_groups WHERE id = ? AND is_deleted = 0');
  const onSheet = db.prepare('SELECT is_marketing FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ?');
  const nextSort = db.prepare('SELECT COALESCE(MAX(sort_index), -1) + 1 AS n FROM sheet_product_groups WHERE sheet_id = ? AND is_marketing = ?');
  // the brochure page starts as the group's page in the catalogue brochure; the admin sets the sheet's own
  const addGroup = db.prepare('INSERT INTO sheet_product_groups (sheet_id, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing, brochure) VALUES (?, ?, ?, 0, ?, ?, ?)');
  const removeGroup = db.prepare('DELETE FROM sheet_product_groups WHERE sheet_id = ? AND group_id = ? AND is_marketing = ?');
  const groupName = db.prepare('SELECT name, erp_id FROM product_groups WHERE id = ?');
  const removeGroupDates = db.prepare('DELETE FROM sheet_product_dates WHERE sheet_id = ? AND product_id IN (SELECT id FROM products WHERE group_id = ?)');
  const removeGroupToggles = db.prepare(
    'DELETE FROM sheet_variants WHERE sheet_id = ? AND variant_id IN (SELECT v.id FROM variants v JOIN products pr ON pr.id = v.product_id WHERE pr.group_id = ?)',
  );
  const removeGroupLines = db.prepare(
    `DELETE FROM preorder_lines WHERE preorder_id IN (SELECT id FROM preorders WHERE sheet_id = ? AND is_closed = 0 AND state <> 3)
       AND variant_id IN (SELECT v.id FROM variants v JOIN products pr ON pr.id = v.product_id WHERE pr.group_id = ?)`,
  );
  const updateGroup = db.prepare('UPDATE sheet_product_groups SET pre_order_discount = ?, maximum_discount = ?, brochure = COALESCE(?, brochure) WHERE sheet_id = ? AND group_id = ?');
  const setSort = db.prepare('UPDATE sheet_product_groups SET sort_index = ? WHERE sheet_id = ? AND group_id = ?');
  const sheetProduct = db.prepare(
    `SELECT pr.id, sg.group_id AS on_sheet FROM products pr LEFT JOIN sheet_product_groups sg ON sg.sheet_id = ? AND sg.group_id = pr.group_id AND sg.is_marketing = ?
     WHERE pr.id = ? AND pr.is_deleted = 0`,
  );
  const catalogueDates = db.prepare('SELECT delivery_date FROM delivery_dates WHERE product_id = ? ORDER BY delivery_date');
  const hasDates = db.prepare('SELECT 1 FROM sheet_product_dates WHERE sheet_id = ? AND product_id = ?');
  const removeDates = db.prepare('DELETE FROM sheet_product_dates WHERE sheet_id = ? AND product_id = ?');
  const addDate = db.prepare('INSERT INTO sheet_product_dates (sheet_id, product_id, delivery_date) VALUES (?, ?, ?)');
  const variant = db.prepare(
    `SELECT v.id, v.size, v.is_enabled, v.is_available, pr.color, g.name, g.erp_id, sg.group_id AS on_sheet, sv.is_available AS sheet_available
     FROM variants v JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id
     LEFT JOIN sheet_product_groups sg ON sg.sheet_id = @sheet AND sg.group_id = g.id
     LEFT JOIN sheet_variants sv ON sv.sheet_id = @sheet AND sv.variant_id = v.id WHERE v.id = @vid`,
  );
  const setToggle = db.prepare(
    'INSERT INTO sheet_variants (sheet_id, variant_id, is_available) VALUES (?, ?, ?) ON CONFLICT (sheet_id, variant_id) DO UPDATE SET is_available = excluded.is_available',
  );

  function groupsOf(sheetId: number, marketing: boolean): SheetGroup[] {
    return (groups.all(sheetId, marketing ? 1 : 0) as { id: number; name: string; erp_id: string; sort_index: number; pre_order_discount: number; maximum_discount: number; brochure: number }[]).map(
      (g) => ({ Id: g.id, Name: g.name, ErpId: g.erp_id, SortIndex: g.sort_index, PreOrderDiscount: g.pre_order_discount, MaximumDiscount: g.maximum_discount, Brochure: g.brochure }),
    );
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
      Targets: sheetTargets(db, r.id),
      ProductGroups: withGroups ? groupsOf(r.id, false) : [],
      MarketingProductGroups: withGroups ? groupsOf(r.id, true) : [],
    };
  }

  /** inserts (id null) or updates a sheet with its targets (brand and collection checked: ModelState); returns the id */
  function save(s: PreOrderSheetInput, id: number | null): number {
    const brandId = checkedBrand(db, s.Brand.Code, 'Brand.Code');
    if (!collectionOf.get(s.Collection.Id, brandId)) throw modelStateError({ 'Collection.Id': ['The collection does not belong to the brand.'] });
    return db.transaction(() => {
      const values = [brandId, s.Collection.Id, s.Name, s.MaximumDiscount, new Date(s.Deadline).toISOString(), s.State, s.SalesmanNote];
      const target = id ?? Number(insertSheet.run(...values).lastInsertRowid);
      if (id !== null) updateSheet.run(...values, target);
      const keep = s.Targets.filter((t) => t.TargetId > 0).map((t) => t.TargetId);
      db.prepare(`DELETE FROM sheet_targets WHERE sheet_id = ? AND id NOT IN (${keep.map(Number).join(', ') || '0'})`).run(target);
      for (const t of s.Targets) {
        const values2 = [t.TargetName, t.IsDefault ? 1 : 0, t.MaximumDiscount];
        const updated = t.TargetId > 0 ? updateTarget.run(...values2, t.TargetId, target).changes : 0;
        if (!updated) insertTarget.run(target, ...values2);
      }
      return target;
    })();
  }

  return {
    byId: (id: number) => one.get(id) as SheetRow | undefined,
    toSheet,
    groupsOf,
    /** how many (marketing) groups the sheet holds */
    groupCount: (sheetId: number, marketing: boolean) => (groupCount.get(sheetId, marketing ? 1 : 0) as { n: number }).n,
    /** a page of sheets, latest deadline first; `open`: only those a pre-order can be made on (State 0, deadline not passed) */
    page(q: { State?: string; brands?: string; search?: string; open: boolean; Page: number; PageSize: number }): Paged<PreOrderSheet> {
      const where = new Where().in('s.state', 'state', csv(q.State).map(Number).filter(Number.isInteger)).in('b.code', 'brand', csv(q.brands));
      if (q.open) where.add('s.state = 0 AND s.deadline >= @now', { now: nowIso() });
      if (q.search) where.add("(s.name LIKE @s ESCAPE '\\' OR b.name LIKE @s ESCAPE '\\')", { s: likeTerm(q.search) });
      return pagedQuery(db, { select: COLUMNS, from: FROM, where, orderBy: 's.deadline DESC, s.id DESC', page: q.Page, pageSize: q.PageSize, map: (r: SheetRow) => toSheet(r, false) });
    },
    /** sheets whose name contains the term, open ones first */
    autocomplete: (search: string, take: number) => autocomplete.all(likeTerm(search), take) as SheetRow[],
    create: (s: PreOrderSheetInput) => save(s, null),
    /** saves the sheet; a deadline moved into the past notifies the open pre-orders (DeadlineExpired) */
    update(before: SheetRow, s: PreOrderSheetInput): void {
      db.transaction(() => {
        save(s, before.id);
        const after = one.get(before.id) as SheetRow;
        const now = nowIso();
        if (before.deadline >= now && after.deadline < now) notifyOpenPreOrders(db, after.id, 'DeadlineExpired', notificationText.deadlineExpired(after.name, after.deadline));
      })();
    },
    /** a hidden (State 1) copy named `<name> (copy)` with targets, groups, delivery dates and size toggles; answers its id */
    copy: (sheetId: number): number =>
      db.transaction(() => {
        const newId = Number(
          db
            .prepare("INSERT INTO preorder_sheets (brand_id, collection_id, name, maximum_discount, deadline, state, salesman_note) SELECT brand_id, collection_id, name || ' (copy)', maximum_discount, deadline, 1, salesman_note FROM preorder_sheets WHERE id = ?")
            .run(sheetId).lastInsertRowid,
        );
        db.prepare('INSERT INTO sheet_targets (sheet_id, name, is_default, maximum_discount) SELECT ?, name, is_default, maximum_discount FROM sheet_targets WHERE sheet_id = ? ORDER BY id').run(newId, sheetId);
        db.prepare(
          'INSERT INTO sheet_product_groups (sheet_id, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing, brochure) SELECT ?, group_id, sort_index, pre_order_discount, maximum_discount, is_marketing, brochure FROM sheet_product_groups WHERE sheet_id = ?',
        ).run(newId, sheetId);
        db.prepare('INSERT INTO sheet_product_dates (sheet_id, product_id, delivery_date) SELECT ?, product_id, delivery_date FROM sheet_product_dates WHERE sheet_id = ?').run(newId, sheetId);
        db.prepare('INSERT INTO sheet_variants (sheet_id, variant_id, is_available) SELECT ?, variant_id, is_available FROM sheet_variants WHERE sheet_id = ?').run(newId, sheetId);
        return newId;
      })(),

    /** a page of the sheet's (marketing) groups in sheet order, searched by name or model number */
    groupPage<T>(sheetId: number, marketing: boolean, q: { Search?: string; Page: number; PageSize: number }, map: (g: SheetGroupRow) => T): Paged<T> {
      const where = new Where().add('sg.sheet_id = @sheet AND sg.is_marketing = @mk', { sheet: sheetId, mk: marketing ? 1 : 0 });
      if (q.Search) where.add("(g.name LIKE @s ESCAPE '\\' OR g.erp_id LIKE @s ESCAPE '\\')", { s: likeTerm(q.Search) });
      return pagedQuery(db, {
        select: `${GROUP_COLUMNS}, sg.sort_index AS sheet_sort, sg.pre_order_discount AS sheet_discount, sg.maximum_discount AS sheet_maximum, sg.brochure AS sheet_brochure`,
        from: 'FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id JOIN brands b ON b.id = g.brand_id',
        where,
        orderBy: 'sg.sort_index, g.id',
        page: q.Page,
        pageSize: q.PageSize,
        map,
      });
    },
    /**
     * what the sheet offers of a catalogue product: IsAvailable per the size toggles (else the catalogue's),
     * DeliveryDates IsSelected per the sheet's dates of the product, and those dates as SheetDeliveryDates
     */
    offerOf(sheetId: number) {
      const dates = new Map<number, string[]>();
      for (const r of productDates.all(sheetId) as { product_id: number; delivery_date: string }[]) dates.set(r.product_id, [...(dates.get(r.product_id) ?? []), r.delivery_date]);
      const sizes = new Map((sizeToggles.all(sheetId) as { variant_id: number; is_available: number }[]).map((r) => [r.variant_id, bool(r.is_available)]));
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
    },

    /** a catalogue group that is not deleted */
    catalogueGroup: (id: number) => catalogueGroup.get(id) as CatalogueGroup | undefined,
    /** whether the group is on the sheet: null when not, else whether as a marketing group */
    placement: (sheetId: number, groupId: number): { marketing: boolean } | null => {
      const row = onSheet.get(sheetId, groupId) as { is_marketing: number } | undefined;
      return row ? { marketing: bool(row.is_marketing) } : null;
    },
    /** adds the group last, with the group's maximum discount and brochure page; the open pre-orders get ProductAdded */
    addGroup(sheetId: number, g: CatalogueGroup, marketing: boolean): void {
      db.transaction(() => {
        const next = (nextSort.get(sheetId, marketing ? 1 : 0) as { n: number }).n;
        addGroup.run(sheetId, g.id, next, g.maximum_discount, marketing ? 1 : 0, g.brochure);
        notifyOpenPreOrders(db, sheetId, 'ProductAdded', notificationText.productAdded({ name: g.name, erpId: g.erp_id }, marketing));
      })();
    },
    /**
     * the group leaves the sheet with its delivery dates and size toggles; open pre-orders on the sheet lose
     * their amounts of it and get ProductRemoved. False (nothing changed) when it is not on the sheet.
     */
    removeGroup: (sheetId: number, groupId: number, marketing: boolean): boolean =>
      db.transaction(() => {
        if (!removeGroup.run(sheetId, groupId, marketing ? 1 : 0).changes) return false;
        const g = groupName.get(groupId) as { name: string; erp_id: string };
        removeGroupDates.run(sheetId, groupId);
        removeGroupToggles.run(sheetId, groupId);
        removeGroupLines.run(sheetId, groupId);
        notifyOpenPreOrders(db, sheetId, 'ProductRemoved', notificationText.productRemoved({ name: g.name, erpId: g.erp_id }, marketing));
        return true;
      })(),
    /** discounts and (when given) the brochure page of a group on the sheet; false when it is not on the sheet */
    updateGroup: (sheetId: number, groupId: number, v: { PreOrderDiscount: number; MaximumDiscount: number; Brochure?: number }): boolean =>
      updateGroup.run(v.PreOrderDiscount, v.MaximumDiscount, v.Brochure ?? null, sheetId, groupId).changes > 0,
    /** renumbers the sort indexes 0, 1, 2, ... in the given order of group ids */
    reorder: (sheetId: number, groupIds: readonly number[]): void => db.transaction(() => groupIds.forEach((g, i) => setSort.run(i, sheetId, g)))(),

    /** a colour product (not deleted) and whether its group is on the sheet (as a marketing group or not) */
    sheetProduct: (sheetId: number, productId: number, marketing: boolean) => sheetProduct.get(sheetId, marketing ? 1 : 0, productId) as { id: number; on_sheet: number | null } | undefined,
    /** the catalogue's delivery dates of a product, ascending */
    catalogueDates: (productId: number) => (catalogueDates.all(productId) as { delivery_date: string }[]).map((d) => d.delivery_date),
    hasProductDates: (sheetId: number, productId: number): boolean => !!hasDates.get(sheetId, productId),
    /** replaces the product's delivery dates on the sheet */
    setProductDates(sheetId: number, productId: number, dates: Iterable<string>): void {
      db.transaction(() => {
        removeDates.run(sheetId, productId);
        for (const d of dates) addDate.run(sheetId, productId, d);
      })();
    },
    /** takes the product's delivery dates off the sheet; false when it had none */
    removeProductDates: (sheetId: number, productId: number): boolean => removeDates.run(sheetId, productId).changes > 0,

    /** a size with its group's place on the sheet and the sheet's toggle */
    variant: (sheetId: number, variantId: number) => variant.get({ sheet: sheetId, vid: variantId }) as SheetVariantRow | undefined,
    /** stores the size toggle; a change of what the size offers notifies the open pre-orders (SizeActivated, SizeDeactivated) */
    setSizeToggle(sheetId: number, v: SheetVariantRow, current: boolean, next: boolean): void {
      db.transaction(() => {
        setToggle.run(sheetId, v.id, next ? 1 : 0);
        if (next !== current) notifyOpenPreOrders(db, sheetId, next ? 'SizeActivated' : 'SizeDeactivated', notificationText.size({ size: v.size, color: v.color, name: v.name, erpId: v.erp_id }, next));
      })();
    },
  };
}
