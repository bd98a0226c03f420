const pad = (n: number) => String(n).padStart(2, '0');

/** Date inputs (<input type="date">) and the API. */

/** 'YYYY-MM-DD' (local calendar day) of an API date for a date input; '' when missing or invalid. */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The date of a date input as sent to the API: the start (or, with `endOfDay`, the end) of that local day
 * as an ISO instant, or null when empty or invalid (spec section 5: invalid dates are sent as null).
 */
export function fromDateInput(value: string, endOfDay = false): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = endOfDay ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59) : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) || d.getMonth() !== Number(m[2]) - 1 ? null : d.toISOString();
}
