import type { IntlShape } from 'react-intl';

/** A user's role: the user-management widget's label, the one of every user screen. */
export { roleLabel } from 'shared-kernel/user-management';

/**
 * Spec section 9: in the customer detail, user function 1 reads 'Strateeg', every other 'Zaakvoerder' (the
 * Dutch texts; en Strategist / Managing director, fr Stratège / Gérant).
 */
export function functionTitle(intl: IntlShape, fn: number): string {
  return intl.formatMessage({ id: fn === 1 ? 'admin.customers.detail.functionStrategist' : 'admin.customers.detail.functionManager' });
}
