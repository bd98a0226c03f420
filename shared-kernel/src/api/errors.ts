import type { ErrorBody } from '../contract/index';
import { toast } from '../bus/bus';

/** A failed call as every remote sees it (status above 300, or no answer: status 0). */
export interface PortalError {
  status: number;
  statusText: string;
  /** Message or ExceptionMessage of the body, if any */
  message: string | null;
  /** field -> first message, from ModelState keys with the `model.`/`addUserModel.` prefix removed */
  fieldErrors: Record<string, string>;
  /** the general `model` list shown above create forms */
  generalErrors: string[];
  /** ModelState keys without a prefix: shown as error toasts */
  toastErrors: string[];
  /** OAuth error_description, when the token endpoint answered */
  errorDescription: string | null;
}

const PREFIXES = ['model.', 'addUserModel.'];

function stripPrefix(key: string): string | null {
  for (const p of PREFIXES) {
    if (key.toLowerCase().startsWith(p.toLowerCase())) return key.slice(p.length);
  }
  return null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads an error body (ARCHITECTURE section 3) into a PortalError. */
export function toPortalError(status: number, statusText: string, body: unknown): PortalError {
  const e: PortalError = {
    status,
    statusText,
    message: null,
    fieldErrors: {},
    generalErrors: [],
    toastErrors: [],
    errorDescription: null,
  };
  if (typeof body === 'string' && body.trim()) e.message = body;
  if (!isRecord(body)) return e;
  const b = body as ErrorBody & { error_description?: unknown };
  if (typeof b.ExceptionMessage === 'string') e.message = b.ExceptionMessage;
  else if (typeof b.Message === 'string') e.message = b.Message;
  if (typeof b.error_description === 'string') e.errorDescription = b.error_description;
  if (isRecord(b.ModelState)) {
    for (const [key, value] of Object.entries(b.ModelState)) {
      const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
      if (!messages.length) continue;
      const field = stripPrefix(key);
      if (key === 'model' || key === 'addUserModel' || key === '') e.generalErrors.push(...messages);
      else if (field !== null) {
        if (!(field in e.fieldErrors)) e.fieldErrors[field] = messages[0];
      } else e.toastErrors.push(messages[0]);
    }
  }
  return e;
}

export function isPortalError(v: unknown): v is PortalError {
  return isRecord(v) && typeof v.status === 'number' && isRecord(v.fieldErrors);
}

/** Shows what a failure has to say as error toasts: unprefixed ModelState keys, else the message. */
export function toastPortalError(error: unknown, fallback: string, duration = 4000): void {
  if (!isPortalError(error)) {
    toast('error', fallback, duration);
    return;
  }
  if (error.toastErrors.length) error.toastErrors.forEach((t) => toast('error', t, duration));
  else toast('error', error.message ?? error.errorDescription ?? fallback, duration);
}
