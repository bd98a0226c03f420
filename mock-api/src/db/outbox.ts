import { randomBytes } from 'crypto';
import type { Db } from './open';

export type MailKind = 'reset-password' | 'confirm-email' | 'chat' | 'reminder' | 'contact';

/** a fresh URL-safe one-time code */
export const newCode = (): string => randomBytes(16).toString('hex');

/** "Sends" an e-mail: stores it in the outbox table (tests read codes from there). */
export function sendMail(db: Db, mail: { to: string; kind: MailKind; userId?: string | null; code?: string | null; body: string }): void {
  db.prepare('INSERT INTO outbox (created, to_email, kind, user_id, code, body) VALUES (?, ?, ?, ?, ?, ?)').run(
    new Date().toISOString(),
    mail.to,
    mail.kind,
    mail.userId ?? null,
    mail.code ?? null,
    mail.body,
  );
}
