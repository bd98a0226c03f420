import type { FastifyInstance } from 'fastify';
import { ContactRequestSchema, WarrantyRequestSchema } from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { sendMail } from '../db/outbox';
import { modelStateError, notFound } from '../http/errors';
import { WARRANTY_BODY_LIMIT } from '../http/limits';
import { localeOf } from '../http/locale';
import { nowIso } from '../http/time';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

const OCCASIONS = ['contact', 'complaint', 'access request'];
const customers = { config: { roles: ROLE_GROUPS.customer } };

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
  const store = db.prepare(
    `INSERT INTO service_requests (kind, created, customer_key, user_id, occasion, brands, text, article, defect_photo, defect_photo_type, proof_photo, proof_photo_type)
     VALUES (@kind, @created, @customer_key, @user_id, @occasion, @brands, @text, @article, @defect_photo, @defect_photo_type, @proof_photo, @proof_photo_type)`,
  );

  app.post('/customer/contact', customers, async (req, reply) => {
    const a = authOf(req);
    const body = parse(ContactRequestSchema, req.body);
    const brands = body.Brands.map((b) => b.Code).join(', ');
    store.run({ kind: 'contact', created: nowIso(), customer_key: a.customerKey, user_id: a.user.id, occasion: body.Occasion, brands: brands || null, text: body.Question, article: null, defect_photo: null, defect_photo_type: null, proof_photo: null, proof_photo_type: null });
    sendMail(db, { to: 'customerservice@portal.example', kind: 'contact', userId: a.user.id, body: `${OCCASIONS[body.Occasion]} from ${a.customerKey}${brands ? ` (${brands})` : ''}: ${body.Question}` });
    return reply.status(200).send();
  });

  // two photos of up to 10 MB as data URLs: the one route besides banners with a larger body (http/limits.ts)
  app.post('/warranty', { ...customers, bodyLimit: WARRANTY_BODY_LIMIT }, async (req, reply) => {
    const a = authOf(req);
    const body = parse(WarrantyRequestSchema, req.body);
    // the uploads are checked here as well as in the browser: size and real content type
    const defect = checkPhoto(body.DefectPhoto);
    const proof = checkPhoto(body.ProofOfPurchasePhoto);
    const errors: Record<string, string[]> = {};
    if ('error' in defect) errors.DefectPhoto = [defect.error];
    if ('error' in proof) errors.ProofOfPurchasePhoto = [proof.error];
    if ('error' in defect || 'error' in proof) throw modelStateError(errors);
    const article = `${body.ArticleName} ${body.ArticleColor} ${body.ArticleSize}`;
    store.run({ kind: 'warranty', created: nowIso(), customer_key: a.customerKey, user_id: a.user.id, occasion: null, brands: null, text: body.Complaint, article, defect_photo: defect.bytes, defect_photo_type: defect.type, proof_photo: proof.bytes, proof_photo_type: proof.type });
    sendMail(db, { to: 'warranty@portal.example', kind: 'contact', userId: a.user.id, body: `Warranty claim from ${a.customerKey}: ${article}: ${body.Complaint}` });
    return reply.status(200).send();
  });

  /**
   * GET servicerequest?kind: the stored contact and warranty requests, newest first (admins; not in spec
   * section 7), with the customer's name, the sender's user name and full name, and per warranty photo
   * its type, size and a Url (GET servicerequest/{id}/photo/{defect|proof}, admins, bearer token).
   */
  app.get('/servicerequest', { config: { roles: ROLE_GROUPS.admin } }, async (req) => {
    const kind = (req.query as { kind?: string }).kind;
    const locale = localeOf(req);
    const rows = db
      .prepare(
        `SELECT s.id, s.kind, s.created, s.customer_key, s.user_id, s.occasion, s.brands, s.text, s.article, s.defect_photo_type, s.proof_photo_type,
                length(s.defect_photo) AS defect_bytes, length(s.proof_photo) AS proof_bytes,
                c.name AS customer_name, u.user_name, u.first_name, u.last_name
         FROM service_requests s LEFT JOIN customers c ON c.key = s.customer_key LEFT JOIN users u ON u.id = s.user_id
         ${kind === 'contact' || kind === 'warranty' ? 'WHERE s.kind = @kind' : ''} ORDER BY s.id DESC LIMIT 200`,
      )
      .all(kind === 'contact' || kind === 'warranty' ? { kind } : {}) as Record<string, unknown>[];
    const photoUrl = (id: unknown, which: 'defect' | 'proof') => absoluteUrl(req, `/api/${locale}/servicerequest/${String(id)}/photo/${which}`);
    return rows.map((r) => ({
      Id: r.id, Kind: r.kind, Created: r.created, CustomerKey: r.customer_key, UserId: r.user_id, Occasion: r.occasion, Brands: r.brands, Text: r.text, Article: r.article,
      CustomerName: r.customer_name ?? null,
      UserName: r.user_name ?? null,
      UserFullName: r.user_name ? `${String(r.first_name)} ${String(r.last_name)}`.trim() : null,
      DefectPhoto: r.defect_photo_type ? { Type: r.defect_photo_type, Bytes: r.defect_bytes, Url: photoUrl(r.id, 'defect') } : null,
      ProofOfPurchasePhoto: r.proof_photo_type ? { Type: r.proof_photo_type, Bytes: r.proof_bytes, Url: photoUrl(r.id, 'proof') } : null,
    }));
  });

  /** GET servicerequest/{id}/photo/{defect|proof}: a stored warranty photo as its image bytes (admins). */
  app.get('/servicerequest/:id/photo/:which', { config: { roles: ROLE_GROUPS.admin } }, async (req, reply) => {
    const { id, which } = req.params as { id: string; which: string };
    const column = which === 'defect' ? 'defect_photo' : which === 'proof' ? 'proof_photo' : null;
    if (!column || !/^\d{1,12}$/.test(id)) throw notFound('The photo was not found.');
    const row = db.prepare(`SELECT ${column} AS bytes, ${column}_type AS type FROM service_requests WHERE id = ?`).get(Number(id)) as { bytes: Buffer | null; type: string | null } | undefined;
    if (!row?.bytes || !row.type) throw notFound('The photo was not found.');
    return reply.header('Content-Type', row.type).header('Cache-Control', 'private, max-age=3600').header('X-Content-Type-Options', 'nosniff').send(row.bytes);
  });
}
