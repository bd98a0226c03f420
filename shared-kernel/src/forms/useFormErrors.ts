import { useState } from 'react';
import { isPortalError, toastPortalError } from '../api/errors';

/**
 * The errors of a form's save (spec section 5): ModelState messages on their fields and in the general
 * list above the form (FormErrors), ModelState keys without a prefix as error toasts next to them; any
 * other failure as an error toast with its message (or the fallback).
 */
export function useFormErrors() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const clear = () => {
    setFieldErrors({});
    setGeneralErrors([]);
  };
  const show = (err: unknown, fallback: string) => {
    if (isPortalError(err) && (Object.keys(err.fieldErrors).length || err.generalErrors.length)) {
      setFieldErrors(err.fieldErrors);
      setGeneralErrors(err.generalErrors);
      if (err.toastErrors.length) toastPortalError(err, fallback);
    } else toastPortalError(err, fallback);
  };
  return { fieldErrors, generalErrors, clear, show };
}
