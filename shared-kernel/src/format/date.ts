const pad = (n: number) => n.toString().padStart(2, '0');

/** Parses an API date: 'YYYY-MM-DD' as a calendar date, anything else as an ISO instant. */
export function parseApiDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** DD-MM-YYYY (spec section 9); empty string for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}` : '';
}

/** DD-MM-YYYY HH:mm (delivered shipments). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = parseApiDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}
