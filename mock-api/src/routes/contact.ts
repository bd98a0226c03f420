import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guard';
import { serviceRequestRepository } from '../db/contacts';
import { sendMail } from '../db/outbox';
import { modelStateError, notFound } from '../http/errors';
import { WARRANTY_BODY_LIMIT } from '../http/limits';
import { localeOf } from '../http/locale';
import { route } from '../http/operation';
import { absoluteUrl } from '../http/urls';

const OCCASIONS = ['contact', 'complaint', 'access request'];

/** Spec section 5: photos are jpeg, png or gif of at most 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const SIGNATURES: [string, (b: Buffer) => boolean][] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/gif', (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a'],
];

/**
 * A photo of a warranty claim: a base64 data URL whose declared type and actual content (the file's
 * signature) are both jpeg, png or gif, and whose bytes are at most 10 MB. Answers the bytes and the
 * type, or the reason it is refused.
 */
export function checkPhoto(dataUrl: string): { bytes: Buffer; type: string } | { error: string } {
  // the header and the payload apart: one regular expression over a 14 MB payload overflows V8's
  // regexp stack (a 500 for a legal 10 MB photo)
  const comma = dataUrl.indexOf(',');
  const m = comma > 0 ? /^data:([\w/+.-]+);base64$/.exec(dataUrl.slice(0, comma)) : null;
  const payload = comma > 0 ? dataUrl.slice(comma + 1) : '';
  if (!m || !payload || /[^A-Za-z0-9+/=\s]/.test(payload)) return { error: 'The photo must be a jpeg, png or gif image.' };
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) return { error: 'fileSizeExceeds' };
  const actual = SIGNATURES.find(([, is]) => is(bytes))?.[0];
  if (!actual || actual !== m[1].toLowerCase().replace('image/jpg', 'image/jpeg')) return { error: 'The photo must be a jpeg, png or gif image.' };
  return { bytes, type: actual };
}

/** Contact and warranty requests (spec section 7): stored for customer service (admins list them) and mailed to the outbox. */
export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const requests = serviceRequestRepository(db);
  route(app, 'sendContactRequest', async (req, reply) => {
    const a = authOf(req);
    const body = req.body;
    const brands = body.Brands.map((b) => b.Code).join(', ');
    requests.add({ kind: 'contact', customerKey: a.customerKey, userId: a.user.id, occasion: body.Occasion, brands: brands || null, text: body.Question, article: null, defect: null, proof: null });
    sendMail(db, { to: 'customerservice@portal.example', kind: 'contact', userId: a.user.id, body: `${OCCASIONS[body.Occasion]} from ${a.customerKey}${brands ? ` (${brands})` : ''}: ${body.Question}` });
    return reply.status(200).send();
  });

  // two photos of up to 10 MB as data URLs: the one route besides banners with a larger body (http/limits.ts)
  route(app, 'sendWarrantyClaim', async (req, reply) => {
    const a = authOf(req);
    const body = req.body;
    // the uploads are checked here as well as in the browser: size and real content type
    const defect = checkPhoto(body.DefectPhoto);
    const proof = checkPhoto(body.ProofOfPurchasePhoto);
    const errors: Record<string, string[]> = {};
    if ('error' in defect) errors.DefectPhoto = [defect.error];
    if ('error' in proof) errors.ProofOfPurchasePhoto = [proof.error];
    if ('error' in defect || 'error' in proof) throw modelStateError(errors);
    const article = `${body.ArticleName} ${body.ArticleColor} ${body.ArticleSize}`;
    requests.add({ kind: 'warranty', customerKey: a.customerKey, userId: a.user.id, occasion: null, brands: null, text: body.Complaint, article, defect, proof });
    sendMail(db, { to: 'warranty@portal.example', kind: 'contact', userId: a.user.id, body: `Warranty claim from ${a.customerKey}: ${article}: ${body.Complaint}` });
    return reply.status(200).send();
  }, { bodyLimit: WARRANTY_BODY_LIMIT });

  /**
   * GET servicerequest?kind: the stored contact and warranty requests, newest first (admins; not in spec
   * section 7), with the customer's name, the sender's user name and full name, and per warranty photo
   * its type, size and a Url (GET servicerequest/{id}/photo/{defect|proof}, admins, bearer token).
   */
  route(app, 'listServiceRequests', async (req) => {
    const locale = localeOf(req);
    return requests.list(req.query.kind, (id, which) => absoluteUrl(req, `/api/${locale}/servicerequest/${id}/photo/${which}`));
  });

  /** GET servicerequest/{id}/photo/{defect|proof}: a stored warranty photo as its image bytes (admins); another kind of photo does not exist (404). */
  route(app, 'getServiceRequestPhoto', async (req, reply) => {
    const { id, which } = req.params;
    const photo = which === 'defect' || which === 'proof' ? requests.photo(id, which) : null;
    if (!photo) throw notFound('The photo was not found.');
    return reply.header('Content-Type', photo.type).header('Cache-Control', 'private, max-age=3600').header('X-Content-Type-Options', 'nosniff').send(photo.bytes);
  });
}
