import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSafeLink, type Banner, type CurrentBanner } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { bannerRepository } from '../db/banners';
import { checkedBranches } from '../db/refs';
import { modelStateError, notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { BANNER_BODY_LIMIT } from '../http/limits';
import { route } from '../http/operation';
import { nowIso } from '../http/time';
import { absoluteUrl } from '../http/urls';
import { checkPhoto } from './contact';

/** the writes that carry an uploaded image (http/limits.ts) */

/** Banners (spec section 7): the current banner of a location (0 Dashboard, 1 Webshop, 2 Basket) and the admin CRUD. */
export default async function bannerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const banners = bannerRepository(db);
  /** a stored path of this server as an absolute URL; other images as they are */
  const imageUrl = (req: FastifyRequest) => (image: string) => (image.startsWith('/') ? absoluteUrl(req, image) : image);

  /** GET banner/current?locationType: the active banner with the highest Weight, or JSON null */
  route(app, 'getCurrentBanner', async (req, reply) => {
    const row = banners.current(req.query.locationType, authOf(req).customerKey, nowIso());
    if (!row) return sendJson(reply, null);
    const banner: CurrentBanner = { Id: row.id, Name: row.name, Image: imageUrl(req)(row.image), CTAText: row.cta_text, Hyperlink: row.hyperlink };
    return banner;
  });

  route(app, 'listBanners', async (req) => banners.page(req.query, imageUrl(req)));

  route(app, 'getBanner', async (req) => {
    const banner = banners.get(req.params.id, imageUrl(req));
    if (!banner) throw notFound('The banner was not found.');
    return banner;
  });

  // the new id as a bare JSON number
  // an uploaded image of up to 10 MB as a data URL: create and update take bodies up to BANNER_BODY_LIMIT
  route(app, 'createBanner', async (req, reply) => sendJson(reply, save(req.body, null)), { bodyLimit: BANNER_BODY_LIMIT });

  route(app, 'updateBanner', async (req) => {
    const { id } = req.params;
    if (!banners.exists(id)) throw notFound('The banner was not found.');
    save(req.body, id);
    return banners.get(id, imageUrl(req))!;
  }, { bodyLimit: BANNER_BODY_LIMIT });

  function save(b: Banner, id: number | null): number {
    checkImage(b);
    return banners.save(b, checkedBranches(db, b.Branches), id);
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
