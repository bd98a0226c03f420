import { randomBytes } from 'crypto';
import type { Db } from './open';

export type MailKind = 'reset-password' | 'confirm-email' | 'chat' | 'reminder' | 'contact';

/**
 * How long the codes of the e-mails stay valid (issue 15, security point 3; ASP.NET Identity's token
 * lifespan is one day): a reset-password code (ForgotPassword, and the invite of a new employee) 24 hours,
 * and a new reset code ends the user's earlier ones; a confirmation code of a new customer user (POST
 * customer/{id}/user, used by ConfirmEmail and Register) 7 days.
 */
export const RESET_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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
