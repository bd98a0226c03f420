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
