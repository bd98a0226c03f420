import type { IntlShape } from 'react-intl';
import type { SelectOption } from 'shared-kernel';

/** The user function codes 0-4 (spec section 3) as select options. */
export function functionOptions(intl: IntlShape): SelectOption[] {
  return [0, 1, 2, 3, 4].map((f) => ({ value: String(f), label: intl.formatMessage({ id: 'account.accountEdit.functionValue' }, { value: String(f) }) }));
}
