import bcrypt from 'bcryptjs';
import type { Role, User } from 'shared-kernel/contract';
import type { Db } from '../db/open';
import { bool } from '../http/sql';
import { userPhotoPath } from '../images/paths';
import { userKeyOf, type SignInThrottle } from './throttle';

export interface UserRow {
  id: string;
  user_name: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  function: number;
  phone: string;
  role: Role;
  sales_taker_code: string | null;
  customer_key: string | null;
  photo: string | null;
  is_blocked: number;
  is_main_account: number;
  email_confirmed: number;
  confirm_code: string | null;
  registered: number;
  customer_is_watching: number;
  is_deleted: number;
  /** sessions (auth/sessions.ts) */
  session_version: number;
  session_keep: string | null;
  /** the confirmation code's end (ISO); null: no expiry */
  confirm_expires: string | null;
}

/** The user DTO of the contract (`User`). */
export function toUser(row: UserRow, photoUrl: (path: string) => string = (p) => p): User {
  return {
    Id: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Function: row.function,
    PhoneNumber: row.phone,
    Email: row.email,
    Role: row.role,
    SalesTakerCode: row.sales_taker_code,
    CustomerId: row.customer_key,
    // everyone has a portrait: their own photo, else the one drawn for them (src/images/avatars.ts)
    Photo: photoUrl(row.photo ?? userPhotoPath(row.id)),
    IsBlocked: bool(row.is_blocked),
    IsMainAccount: bool(row.is_main_account),
  };
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, 10);
export const checkPassword = (password: string, hash: string): Promise<boolean> => bcrypt.compare(password, hash);

/** Prepared user look-ups shared by auth, account routes and hubs. */
export function userQueries(db: Db) {
  // GUIDs compare case-insensitively (as in .NET); every stored id is lower case
  const byId = db.prepare('SELECT * FROM users WHERE id = lower(?) AND is_deleted = 0');
  const byName = db.prepare('SELECT * FROM users WHERE (user_name = ? OR email = ?) AND is_deleted = 0');
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ? AND is_deleted = 0');
  const mainOf = db.prepare("SELECT * FROM users WHERE customer_key = ? AND is_main_account = 1 AND role = 'Klant' AND is_deleted = 0 LIMIT 1");
  return {
    byId: (id: string) => byId.get(id) as UserRow | undefined,
    byName: (name: string) => byName.get(name, name) as UserRow | undefined,
    byEmail: (email: string) => byEmail.get(email) as UserRow | undefined,
    mainOf: (customerKey: string) => mainOf.get(customerKey) as UserRow | undefined,
  };
}
export type UserQueries = ReturnType<typeof userQueries>;

export type PasswordCheck = { ok: true } | { ok: false; retryAfter: number };

/**
 * A password check outside POST /token (ChangePassword's old password, DisableCustomerIsWatching): it counts
 * towards the same throttle as the sign-in (auth/throttle.ts, per user and per client IP). While the user or
 * the IP is throttled the password is not even compared (`retryAfter` > 0); a wrong one is a failure.
 */
export async function checkPasswordThrottled(
  throttle: SignInThrottle,
  ip: string,
  user: UserRow,
  password: string,
): Promise<PasswordCheck> {
  const key = userKeyOf(user);
  const wait = throttle.retryAfter(ip, key);
  if (wait > 0) return { ok: false, retryAfter: wait };
  if (await checkPassword(password, user.password_hash)) {
    throttle.succeeded(key);
    return { ok: true };
  }
  throttle.failed(ip, key);
  return { ok: false, retryAfter: 0 };
}
