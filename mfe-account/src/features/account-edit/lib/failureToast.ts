import { isPortalError } from 'shared-kernel';

/**
 * Spec section 8, personal data and password: a failed save is an error toast with the server's
 * Message followed by the general text, also when its field errors show beside the fields (the form
 * layer's `failureToast`).
 */
export function messageAndText(error: unknown, text: string): string {
  return [isPortalError(error) ? error.message : null, text].filter(Boolean).join(' ');
}
