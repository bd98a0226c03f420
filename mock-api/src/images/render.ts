// What `GET /img/...` answers: the image a path names, looked up in the database, drawn once and kept
// (bounded, least recently used first out) with its ETag. Paths:
//   /img/pg/{group}-{n}_{w}x{h}.svg    product group image n (1..6), in the colour of its first product
//   /img/p/{product}-{n}_{w}x{h}.svg   colour product image n, in the product's colour (HexCode)
//   /img/brand/{code}_{w}x{h}.svg      brand wordmark
//   /img/banner/{id}_{w}x{h}.svg       banner artwork with the banner's Name and CTAText
//   /img/user/{id}_{w}x{h}.svg         portrait of a user (salesman photo, user photo)
//   /img/logo/portal_{w}x{h}.svg       the portal's logo (header)
// Anything else, or an id the database does not know, is not an image (null: 404).
import { createHash } from 'node:crypto';
import type { Db } from '../db/open';
import { avatarSvg } from './avatars';
import { bannerSvg } from './banners';
import { brandLogoSvg } from './brands';
import { LOGOS, logoSvg } from './logo';
import { MAX_VIEW, productSvg } from './products';

/** sizes are clamped into this range (an SVG scales; the size only sets its intrinsic box) */
export const MIN_SIZE = 8;
export const MAX_SIZE = 2400;

/**
 * How long a browser may keep an image. Everything but banners is drawn from what never changes
 * while the server runs (the catalogue, brands, user ids): the URL identifies the content, so a
 * year and `immutable`. A banner's title and call to action are edited by admins under the same URL
 * (its Image field), so banners are revalidated on every use: `no-cache` with the ETag, a 304
 * without body when nothing changed.
 */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, no-cache';

export interface Rendered {
  body: string;
  etag: string;
  cacheControl: string;
}

const PATH = /^(pg|p|brand|banner|user|logo)\/([^/]+)_(\d{1,9})x(\d{1,9})\.svg$/i;

const clamp = (v: string): number => Math.max(MIN_SIZE, Math.min(MAX_SIZE, Number(v)));

/** at most this many drawn images are kept (about 5 KB to 12 KB each) */
const CACHE_ENTRIES = 3000;

export function imageRenderer(db: Db, cacheEntries = CACHE_ENTRIES) {
  const cache = new Map<string, Rendered>();
  const group = db.prepare(
    `SELECT g.id, g.name, g.type, b.id AS brand_id, b.name AS brand_name, b.code AS brand_code,
       (SELECT p.hex_code FROM products p WHERE p.group_id = g.id ORDER BY p.id LIMIT 1) AS hex
     FROM product_groups g JOIN brands b ON b.id = g.brand_id WHERE g.id = ?`,
  );
  const product = db.prepare(
    `SELECT g.id, g.name, g.type, b.id AS brand_id, b.name AS brand_name, b.code AS brand_code, p.hex_code AS hex
     FROM products p JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id WHERE p.id = ?`,
  );
  const brand = db.prepare('SELECT id, name, code FROM brands WHERE code = ? COLLATE NOCASE');
  const banner = db.prepare('SELECT id, name, cta_text FROM banners WHERE id = ?');
  const user = db.prepare('SELECT id FROM users WHERE id = lower(?) AND is_deleted = 0');

  /** the cached image of `key`, drawn by `draw` when missing */
  function kept(key: string, cacheControl: string, draw: () => string): Rendered {
    const hit = cache.get(key);
    if (hit) {
      // most recently used goes to the end; the first entry is the one to drop
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const body = draw();
    const r: Rendered = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`, cacheControl };
    if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value as string);
    cache.set(key, r);
    return r;
  }

  interface GroupRow {
    id: number;
    name: string;
    type: string;
    brand_id: number;
    brand_name: string;
    brand_code: string;
    hex: string | null;
  }

  function productImage(row: GroupRow | undefined, view: number, w: number, h: number): Rendered | null {
    if (!row || view < 1 || view > MAX_VIEW) return null;
    const key = `product|${row.id}|${row.type}|${row.hex}|${view}|${w}x${h}`;
    return kept(key, CACHE_FOREVER, () =>
      productSvg({ type: row.type, name: row.name, brand: { id: row.brand_id, name: row.brand_name, code: row.brand_code }, hex: row.hex, style: row.id, view }, w, h),
    );
  }

  return {
    /** the image of a path below /img/ (no leading slash), or null when there is none */
    render(path: string): Rendered | null {
      const m = PATH.exec(path);
      if (!m) return null;
      const kind = m[1].toLowerCase();
      const id = m[2];
      const w = clamp(m[3]);
      const h = clamp(m[4]);
      switch (kind) {
        case 'pg':
        case 'p': {
          const ids = /^(\d{1,9})-(\d{1,2})$/.exec(id);
          if (!ids) return null;
          const row = (kind === 'pg' ? group : product).get(Number(ids[1])) as GroupRow | undefined;
          return productImage(row, Number(ids[2]), w, h);
        }
        case 'brand': {
          if (!/^[a-z0-9-]{1,20}$/i.test(id)) return null;
          const b = brand.get(id) as { id: number; name: string; code: string } | undefined;
          return b ? kept(`brand|${b.id}|${b.name}|${w}x${h}`, CACHE_FOREVER, () => brandLogoSvg(b, w, h)) : null;
        }
        case 'banner': {
          if (!/^\d{1,9}$/.test(id)) return null;
          const b = banner.get(Number(id)) as { id: number; name: string; cta_text: string | null } | undefined;
          // the texts are part of the key: an edited banner is drawn anew
          return b ? kept(`banner|${b.id}|${w}x${h}|${b.name}|${b.cta_text ?? ''}`, CACHE_REVALIDATE, () => bannerSvg({ id: b.id, name: b.name, cta: b.cta_text }, w, h)) : null;
        }
        case 'user': {
          if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
          const u = user.get(id) as { id: string } | undefined;
          return u ? kept(`user|${u.id}|${w}x${h}`, CACHE_FOREVER, () => avatarSvg(u.id, w, h)) : null;
        }
        case 'logo':
          return (LOGOS as readonly string[]).includes(id.toLowerCase()) ? kept(`logo|${id.toLowerCase()}|${w}x${h}`, CACHE_FOREVER, () => logoSvg(w, h)) : null;
        default:
          return null;
      }
    },
    /** how many drawn images are kept now (tests) */
    get size(): number {
      return cache.size;
    },
  };
}

export type ImageRenderer = ReturnType<typeof imageRenderer>;

const shared = new WeakMap<Db, ImageRenderer>();

/** the renderer of a database, one per server (the image route and the image downloads share its cache) */
export function imagesOf(db: Db): ImageRenderer {
  let r = shared.get(db);
  if (!r) shared.set(db, (r = imageRenderer(db)));
  return r;
}

/**
 * The drawing of an image URL template of this server (`/img/p/12-1_{width}x{height}.svg`, absolute or
 * not) at a size, for files that carry the image itself (download packages); null when it is none.
 */
export function drawTemplate(images: ImageRenderer, template: string, width: number, height: number): string | null {
  const path = /\/img\/([^?#]+)$/.exec(template)?.[1];
  return path ? (images.render(path.replace(/\{width\}/g, String(width)).replace(/\{height\}/g, String(height)))?.body ?? null) : null;
}

/** true when the request's If-None-Match names this ETag (a list, weak forms and `*` included) */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
