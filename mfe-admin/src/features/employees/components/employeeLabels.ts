import type { IntlShape } from 'react-intl';
import type { SelectOption } from 'shared-kernel';
import type { Role, User } from 'shared-kernel/contract';

/** The user function codes 0-4 (spec section 3) as select options. */
export function functionOptions(intl: IntlShape): SelectOption[] {
  return [0, 1, 2, 3, 4].map((f) => ({ value: String(f), label: intl.formatMessage({ id: 'admin.employees.functionValue' }, { value: String(f) }) }));
}

/** The roles of employees. */
export const EMPLOYEE_ROLES = ['Admin', 'Vertegenwoordiger'] as const;

export function roleLabel(intl: IntlShape, role: Role): string {
  return intl.formatMessage({ id: 'admin.employees.roleValue' }, { role });
}

export const fullName = (u: Pick<User, 'FirstName' | 'LastName'>) => [u.FirstName, u.LastName].filter(Boolean).join(' ');

/** Spec section 6: main-account users and the signed-in user are not edited, blocked or deleted. */
export function isLocked(u: User, userId: string | undefined): boolean {
  return u.IsMainAccount || u.Id.toLowerCase() === (userId ?? '').toLowerCase();
}
