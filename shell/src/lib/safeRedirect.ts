/**
 * Only local paths are followed after sign-in (no open redirect). Control characters and backslashes
 * are refused outright: the URL parser drops tabs and newlines and reads '\\' as '/', so '/\t/evil'
 * would become '//evil', another host.
 */
export function safeRedirect(value: string | null): string | null {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\u0000-\u001F\u007F\\]/.test(value)) return null;
  return value;
}
