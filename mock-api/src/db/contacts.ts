import type { ServiceRequest } from 'shared-kernel/contract';
import { nowIso } from '../http/time';
import type { Db } from './open';

/** a contact or warranty request as stored (photos as bytes with their type) */
export interface NewServiceRequest {
  kind: 'contact' | 'warranty';
  customerKey: string | null;
  userId: string;
  occasion: number | null;
  brands: string | null;
  text: string;
  article: string | null;
  defect: { bytes: Buffer; type: string } | null;
  proof: { bytes: Buffer; type: string } | null;
}

interface ServiceRequestRow {
  id: number;
  kind: 'contact' | 'warranty';
  created: string;
  customer_key: string | null;
  user_id: string | null;
  occasion: number | null;
  brands: string | null;
  text: string | null;
  article: string | null;
  defect_photo_type: string | null;
  proof_photo_type: string | null;
  defect_bytes: number | null;
  proof_bytes: number | null;
  customer_name: string | null;
  user_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

const LIST = `SELECT s.id, s.kind, s.created, s.customer_key, s.user_id, s.occasion, s.brands, s.text, s.article, s.defect_photo_type, s.proof_photo_type,
                length(s.defect_photo) AS defect_bytes, length(s.proof_photo) AS proof_bytes,
                c.name AS customer_name, u.user_name, u.first_name, u.last_name
         FROM service_requests s LEFT JOIN customers c ON c.key = s.customer_key LEFT JOIN users u ON u.id = s.user_id`;

/**
 * Contact and warranty requests (routes/contact.ts): stored for customer service, listed for admins with
 * the customer's and sender's names, and the warranty photos served one by one.
 */
export function serviceRequestRepository(db: Db) {
  const store = db.prepare(
    `INSERT INTO service_requests (kind, created, customer_key, user_id, occasion, brands, text, article, defect_photo, defect_photo_type, proof_photo, proof_photo_type)
     VALUES (@kind, @created, @customer_key, @user_id, @occasion, @brands, @text, @article, @defect_photo, @defect_photo_type, @proof_photo, @proof_photo_type)`,
  );
  const all = db.prepare(`${LIST} ORDER BY s.id DESC LIMIT 200`);
  const ofKind = db.prepare(`${LIST} WHERE s.kind = ? ORDER BY s.id DESC LIMIT 200`);
  const photos = {
    defect: db.prepare('SELECT defect_photo AS bytes, defect_photo_type AS type FROM service_requests WHERE id = ?'),
    proof: db.prepare('SELECT proof_photo AS bytes, proof_photo_type AS type FROM service_requests WHERE id = ?'),
  };

  return {
    add: (r: NewServiceRequest) => {
      store.run({
        kind: r.kind,
        created: nowIso(),
        customer_key: r.customerKey,
        user_id: r.userId,
        occasion: r.occasion,
        brands: r.brands,
        text: r.text,
        article: r.article,
        defect_photo: r.defect?.bytes ?? null,
        defect_photo_type: r.defect?.type ?? null,
        proof_photo: r.proof?.bytes ?? null,
        proof_photo_type: r.proof?.type ?? null,
      });
    },
    /** the newest 200, of one kind (contact, warranty) or all; photoUrl gives the address of a stored photo */
    list: (kind: string | undefined, photoUrl: (id: number, which: 'defect' | 'proof') => string): ServiceRequest[] => {
      const rows = (kind === 'contact' || kind === 'warranty' ? ofKind.all(kind) : all.all()) as ServiceRequestRow[];
      return rows.map((r) => ({
        Id: r.id,
        Kind: r.kind,
        Created: r.created,
        CustomerKey: r.customer_key,
        UserId: r.user_id,
        Occasion: r.occasion,
        Brands: r.brands,
        Text: r.text,
        Article: r.article,
        CustomerName: r.customer_name ?? null,
        UserName: r.user_name ?? null,
        UserFullName: r.user_name ? `${String(r.first_name)} ${String(r.last_name)}`.trim() : null,
        DefectPhoto: r.defect_photo_type ? { Type: r.defect_photo_type, Bytes: r.defect_bytes ?? 0, Url: photoUrl(r.id, 'defect') } : null,
        ProofOfPurchasePhoto: r.proof_photo_type ? { Type: r.proof_photo_type, Bytes: r.proof_bytes ?? 0, Url: photoUrl(r.id, 'proof') } : null,
      }));
    },
    /** a stored warranty photo with its type, or null */
    photo: (id: number, which: 'defect' | 'proof'): { bytes: Buffer; type: string } | null => {
      const row = photos[which].get(id) as { bytes: Buffer | null; type: string | null } | undefined;
      return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : null;
    },
  };
}
