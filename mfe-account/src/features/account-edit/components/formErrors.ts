import type { IntlShape } from 'react-intl';
import { isPortalError, toast, TOAST_DURATION } from 'shared-kernel';

/**
 * Spec section 8, personal data and password: a failure shows the server's Message plus a general
 * text as an error toast (unprefixed ModelState keys each as a toast too) and returns the field
 * errors (prefix already stripped by the base query) to show beside the fields.
 */
export function reportSaveFailure(error: unknown, intl: IntlShape): Record<string, string> {
  const general = intl.formatMessage({ id: 'account.accountEdit.saveFailed' });
  if (!isPortalError(error)) {
    toast('error', general, TOAST_DURATION.long);
    return {};
  }
  error.toastErrors.forEach((t) => toast('error', t, TOAST_DURATION.long));
  const text = [error.message, general].filter(Boolean).join(' ');
  toast('error', text, TOAST_DURATION.long);
  return error.fieldErrors;
}
