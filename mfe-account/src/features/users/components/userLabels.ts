import type { IntlShape } from 'react-intl';
import type { SelectOption } from 'shared-kernel';
import type { Role } from 'shared-kernel/contract';

/** The user function codes 0-4 (spec section 3) as select options. */
export function functionOptions(intl: IntlShape): SelectOption[] {
  return [0, 1, 2, 3, 4].map((f) => ({ value: String(f), label: functionLabel(intl, f) }));
}

export function functionLabel(intl: IntlShape, f: number): string {
  return intl.formatMessage({ id: 'account.users.functionValue' }, { value: String(f) });
}

/** The roles a company's administrator hands out. */
export const COMPANY_ROLES = ['Klant', 'PersoneelKlant', 'MarketingKlant'] as const;

export function roleLabel(intl: IntlShape, role: Role): string {
  return intl.formatMessage({ id: 'account.users.roleValue' }, { role });
}
