import type { LoginResponse, Role } from 'shared-kernel/contract';
import type { Db } from '../db/open';
import type { TokenClaims } from './tokens';
import type { UserRow } from './users';

/** Who a request acts as: while impersonating, the customer's main user, with the admin or salesman as actor. */
export interface Auth {
  user: UserRow;
  actor: UserRow | null;
  impersonated: boolean;
  role: Role;
  customerKey: string | null;
  claims: TokenClaims;
}

/**
 * Impersonation limits (issue 15, security point 2): an admin or salesman acting as a customer's main user
 * may not take the account over. Refused with 403: changing a login e-mail (PUT Account), changing the
 * password (ChangePassword), adding a main-account (Klant) user (POST customer/{id}/user; a salesman acting
 * as himself may not either).
 */
export const IMPERSONATION_REFUSALS = {
  email: 'The e-mail address of an account cannot be changed while impersonating.',
  password: 'The password of the customer cannot be changed while impersonating.',
  mainUser: "A main-account user (Klant) can only be added by the customer's main account or by an admin acting as themselves.",
} as const;

export const isStaffRole = (role: Role): boolean => role === 'Admin' || role === 'Vertegenwoordiger';

type SessionFields = Omit<LoginResponse, 'access_token' | 'token_type' | 'expires_in'>;

/** The session user fields of a login or impersonation answer (spec section 3). */
export function sessionFields(db: Db, user: UserRow, actor: UserRow | null): SessionFields {
  const customer = user.customer_key
    ? (db
        .prepare('SELECT c.key, c.name, cur.code, cur.symbol FROM customers c JOIN currencies cur ON cur.id = c.currency_id WHERE c.key = ?')
        .get(user.customer_key) as { key: string; name: string; code: string; symbol: string } | undefined)
    : undefined;
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role,
    impersonated: actor !== null,
    customerKey: customer?.key ?? '',
    customerName: customer?.name ?? '',
    customerCurrencyCode: customer?.code ?? 'EUR',
    customerCurrencySymbol: customer?.symbol ?? '€',
    userName: user.user_name,
    customerIsWatching: (actor ?? user).customer_is_watching ? 'true' : 'false',
  };
}
