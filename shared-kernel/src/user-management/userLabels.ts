import { createIntl, type IntlShape } from 'react-intl';
import type { SelectOption, Session } from 'shared-kernel';
import type { Role, User } from 'shared-kernel/contract';
import { userManagementMessages } from './messages';

const intls = new Map<string, IntlShape>();
/** The widget's messages in the caller's locale, so a label works in any remote's intl (outside the widget too). */
function own(intl: IntlShape): IntlShape {
  const locale = intl.locale in userManagementMessages ? intl.locale : 'en';
  let made = intls.get(locale);
  if (!made) {
    made = createIntl({ locale, messages: userManagementMessages[locale as 'en'] });
    intls.set(locale, made);
  }
  return made;
}

/** The user function codes (spec section 3). */
export const FUNCTION_CODES = [0, 1, 2, 3, 4] as const;

/** The roles a customer's users have (Klant is the main account, the company's administrator). */
export const CUSTOMER_ROLES = ['Klant', 'PersoneelKlant', 'MarketingKlant'] as const;
/** The roles of employees (the back office). */
export const EMPLOYEE_ROLES = ['Admin', 'Vertegenwoordiger'] as const;

export function functionLabel(intl: IntlShape, f: number): string {
  return own(intl).formatMessage({ id: 'userManagement.functionValue' }, { value: String(f) });
}

/** The function codes 0-4 as select options. */
export function functionOptions(intl: IntlShape): SelectOption[] {
  return FUNCTION_CODES.map((f) => ({ value: String(f), label: functionLabel(intl, f) }));
}

export function roleLabel(intl: IntlShape, role: Role): string {
  return own(intl).formatMessage({ id: 'userManagement.roleValue' }, { role });
}

export const fullName = (u: Pick<User, 'FirstName' | 'LastName'>) => [u.FirstName, u.LastName].filter(Boolean).join(' ');

export const isSelf = (u: Pick<User, 'Id'>, userId: string | undefined) => u.Id.toLowerCase() === (userId ?? '').toLowerCase();

/** Spec section 6: the main account and the signed-in user are not edited, blocked or deleted. */
export function isLocked(u: Pick<User, 'Id' | 'IsMainAccount'>, userId: string | undefined): boolean {
  return u.IsMainAccount || isSelf(u, userId);
}

/**
 * The roles the add-user dialog offers. Issue 15: while impersonating, and for a salesman, a
 * main-account (Klant) user is not offered (the server refuses it with 403).
 */
export function addableRoles<R extends Role>(roles: readonly R[], session: Pick<Session, 'impersonated' | 'role'> | null): R[] {
  const mayAddMain = Boolean(session) && !session?.impersonated && session?.role !== 'Vertegenwoordiger';
  return roles.filter((r) => r !== 'Klant' || mayAddMain);
}
