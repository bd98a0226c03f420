import type { FastifyInstance } from 'fastify';
import { BannerSchema, SearchPageQuerySchema, isSafeLink, type Banner, type CurrentBanner } from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import type { Db } from '../db/open';
import { checkedBranches } from '../db/refs';
import { modelStateError, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { BANNER_BODY_LIMIT } from '../http/limits';
import { sendJson } from '../http/json';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import { nowIso } from '../http/time';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';
import { checkPhoto } from './contact';

const CurrentQuery = z.object({ locationType: z.coerce.number().int().min(0).max(2) });
const admin = { config: { roles: ROLE_GROUPS.admin } };

interface BannerRow {
  id: number;
  name: string;
  image: string;
  cta_text: string | null;
  hyperlink: string | null;
  start_date: string;
  end_date: string;
  weight: number;
}

/** Banners (spec section 7): the current banner of a location (0 Dashboard, 1 Webshop, 2 Basket) and the admin CRUD. */
export default async function bannerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
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
  const url = (req: Parameters<typeof absoluteUrl>[0], image: string) => (image.startsWith('/') ? absoluteUrl(req, image) : image);

  /** GET banner/current?locationType: the active banner with the highest Weight, or JSON null */
  app.get('/banner/current', async (req, reply) => {
    const a = authOf(req);
    const { locationType } = parse(CurrentQuery, req.query);
    const branch = a.customerKey ? ((branchOf.get(a.customerKey) as { branch_id: number } | undefined)?.branch_id ?? null) : null;
    const row = current.get({ type: locationType, now: nowIso(), branch }) as BannerRow | undefined;
    if (!row) return sendJson(reply, null);
    const banner: CurrentBanner = { Id: row.id, Name: row.name, Image: url(req, row.image), CTAText: row.cta_text, Hyperlink: row.hyperlink };
    return banner;
  });

  app.get('/banner', admin, async (req) => {
    const q = parse(SearchPageQuerySchema, req.query);
    const where = new Where();
    if (q.search) where.add("b.name LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
    return pagedQuery(db, {
      select: 'SELECT b.*',
      from: 'FROM banners b',
      where,
      orderBy: 'b.start_date DESC, b.id DESC',
      page: q.Page,
      pageSize: q.PageSize,
      map: (r: BannerRow) => toBanner(r, (i) => url(req, i)),
    });
  });

  app.get('/banner/:id', admin, async (req) => {
    const row = one.get(idParam(req.params)) as BannerRow | undefined;
    if (!row) throw notFound('The banner was not found.');
    return toBanner(row, (i) => url(req, i));
  });

  // an uploaded image of up to 10 MB as a data URL (http/limits.ts)
  const withImage = { ...admin, bodyLimit: BANNER_BODY_LIMIT };
  app.post('/banner', withImage, async (req, reply) => sendJson(reply, save(db, parse(BannerSchema, req.body), null)));

  app.put('/banner/:id', withImage, async (req) => {
    const id = idParam(req.params);
    if (!one.get(id)) throw notFound('The banner was not found.');
    save(db, parse(BannerSchema, req.body), id);
    return toBanner(one.get(id) as BannerRow, (i) => url(req, i));
  });

  function toBanner(r: BannerRow, image: (path: string) => string): Banner {
    return {
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
    };
  }
}

/**
 * The image of a banner: an uploaded data URL is checked as the warranty photos are (jpeg, png or gif by
 * its bytes, at most 10 MB); otherwise an http(s) URL or a path of this server, by the links' one check
 * (contract isSafeLink). The hyperlink is checked by the contract (PortalLinkSchema).
 */
function checkImage(b: Banner): void {
  if (/^data:/i.test(b.Image)) {
    const photo = checkPhoto(b.Image);
    if ('error' in photo) throw modelStateError({ Image: [photo.error] });
  } else if (!isSafeLink(b.Image, { portalPath: true })) {
    throw modelStateError({ Image: ['The image must be an http(s) URL or a jpeg, png or gif image.'] });
  }
}

/** inserts (id null) or updates a banner with its branches and locations; returns the id */
function save(db: Db, b: Banner, id: number | null): number {
  checkImage(b);
  const branches = checkedBranches(db, b.Branches);
  return db.transaction(() => {
    const values = [b.Name, b.Image, b.CTAText, b.Hyperlink, new Date(b.StartDate).toISOString(), new Date(b.EndDate).toISOString(), b.Weight];
    let target = id;
    if (target === null) {
      target = Number(db.prepare('INSERT INTO banners (name, image, cta_text, hyperlink, start_date, end_date, weight) VALUES (?, ?, ?, ?, ?, ?, ?)').run(...values).lastInsertRowid);
    } else {
      db.prepare('UPDATE banners SET name = ?, image = ?, cta_text = ?, hyperlink = ?, start_date = ?, end_date = ?, weight = ? WHERE id = ?').run(...values, target);
    }
    db.prepare('DELETE FROM banner_branches WHERE banner_id = ?').run(target);
    db.prepare('DELETE FROM banner_locations WHERE banner_id = ?').run(target);
    for (const branch of branches) db.prepare('INSERT INTO banner_branches (banner_id, branch_id) VALUES (?, ?)').run(target, branch);
    for (const type of new Set(b.Locations.map((l) => l.Type))) db.prepare('INSERT INTO banner_locations (banner_id, type) VALUES (?, ?)').run(target, type);
    return target;
  })();
}
