import type { IntlShape } from 'react-intl';
import type { Role } from 'shared-kernel/contract';

/**
 * Spec section 9: in the customer detail, user function 1 reads 'Strateeg', every other 'Zaakvoerder' (the
 * Dutch texts; en Strategist / Managing director, fr Stratège / Gérant).
 */
export function functionTitle(intl: IntlShape, fn: number): string {
  return intl.formatMessage({ id: fn === 1 ? 'admin.customers.detail.functionStrategist' : 'admin.customers.detail.functionManager' });
}

export function roleLabel(intl: IntlShape, role: Role): string {
  return intl.formatMessage({ id: 'admin.customers.detail.roleValue' }, { role });
}
