import type { Banner } from 'shared-kernel/contract';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import type { Db } from './open';

/** a banner as stored; its image is a URL, a path of this server or an uploaded data URL */
export interface BannerRow {
  id: number;
  name: string;
  image: string;
  cta_text: string | null;
  hyperlink: string | null;
  start_date: string;
  end_date: string;
  weight: number;
}

/**
 * The banners repository (routes/banner.ts): the current banner of a location for a customer's branch, and
 * the admin's banners with their branches and locations. `image` turns a stored image into the answered URL.
 */
export function bannerRepository(db: Db) {
  const branchOf = db.prepare('SELECT branch_id FROM customers WHERE key = ?');
  const current = db.prepare(
    `SELECT b.* FROM banners b
     JOIN banner_locations l ON l.banner_id = b.id AND l.type = @type
     WHERE b.start_date <= @now AND b.end_date >= @now
       AND (@branch IS NULL OR NOT EXISTS (SELECT 1 FROM banner_branches x WHERE x.banner_id = b.id)
            OR EXISTS (SELECT 1 FROM banner_branches x WHERE x.banner_id = b.id AND x.branch_id = @branch))
     ORDER BY b.weight DESC, b.id LIMIT 1`,
  );
  const branchesOf = db.prepare('SELECT branch_id FROM banner_branches WHERE banner_id = ? ORDER BY branch_id');
  const locationsOf = db.prepare('SELECT type FROM banner_locations WHERE banner_id = ? ORDER BY type');
  const one = db.prepare('SELECT * FROM banners WHERE id = ?');
  const insert = db.prepare('INSERT INTO banners (name, image, cta_text, hyperlink, start_date, end_date, weight) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE banners SET name = ?, image = ?, cta_text = ?, hyperlink = ?, start_date = ?, end_date = ?, weight = ? WHERE id = ?');
  const clearBranches = db.prepare('DELETE FROM banner_branches WHERE banner_id = ?');
  const clearLocations = db.prepare('DELETE FROM banner_locations WHERE banner_id = ?');
  const addBranch = db.prepare('INSERT INTO banner_branches (banner_id, branch_id) VALUES (?, ?)');
  const addLocation = db.prepare('INSERT INTO banner_locations (banner_id, type) VALUES (?, ?)');

  const toBanner = (r: BannerRow, image: (stored: string) => string): Banner => ({
    Id: r.id,
    Name: r.name,
    Image: image(r.image),
    CTAText: r.cta_text,
    Hyperlink: r.hyperlink,
    StartDate: r.start_date,
    EndDate: r.end_date,
    Branches: (branchesOf.all(r.id) as { branch_id: number }[]).map((b) => b.branch_id),
    Locations: (locationsOf.all(r.id) as { type: number }[]).map((l) => ({ Type: l.type })),
    Weight: r.weight,
  });

  return {
    /** the active banner of a location with the highest weight, for the customer's branch (every branch without a customer) */
    current: (locationType: number, customerKey: string | null, now: string): BannerRow | undefined => {
      const branch = customerKey ? ((branchOf.get(customerKey) as { branch_id: number } | undefined)?.branch_id ?? null) : null;
      return current.get({ type: locationType, now, branch }) as BannerRow | undefined;
    },
    /** a page of the banners, the latest start first; `search` in the name */
    page: (q: { search?: string; Page: number; PageSize: number }, image: (stored: string) => string) => {
      const where = new Where();
      if (q.search) where.add("b.name LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
      return pagedQuery(db, { select: 'SELECT b.*', from: 'FROM banners b', where, orderBy: 'b.start_date DESC, b.id DESC', page: q.Page, pageSize: q.PageSize, map: (r: BannerRow) => toBanner(r, image) });
    },
    /** a banner; undefined when unknown */
    get: (id: number, image: (stored: string) => string): Banner | undefined => {
      const row = one.get(id) as BannerRow | undefined;
      return row && toBanner(row, image);
    },
    exists: (id: number) => one.get(id) !== undefined,
    /** inserts (id null) or updates a banner with its (checked) branches and its locations; returns the id */
    save: (b: Banner, branches: readonly number[], id: number | null): number =>
      db.transaction(() => {
        const values = [b.Name, b.Image, b.CTAText, b.Hyperlink, new Date(b.StartDate).toISOString(), new Date(b.EndDate).toISOString(), b.Weight];
        let target = id;
        if (target === null) target = Number(insert.run(...values).lastInsertRowid);
        else update.run(...values, target);
        clearBranches.run(target);
        clearLocations.run(target);
        for (const branch of branches) addBranch.run(target, branch);
        for (const type of new Set(b.Locations.map((l) => l.Type))) addLocation.run(target, type);
        return target;
      })(),
  };
}
