import { DEFAULT_LOCALE, type Locale } from '../locale/locale';

/**
 * Runtime settings every package reads: where the API is, and the UI locale. The shell sets them at
 * start from its config.json; each parcel sets them again from its props on mount, so a remote that
 * ended up with its own copy of shared-kernel (mixed versions) still knows them.
 */
export interface PortalRuntime {
  apiBaseUrl: string;
  locale: Locale;
}

const runtime: PortalRuntime = { apiBaseUrl: 'http://localhost:4000', locale: DEFAULT_LOCALE };

export function setRuntime(patch: Partial<PortalRuntime>): void {
  if (patch.apiBaseUrl) runtime.apiBaseUrl = patch.apiBaseUrl.replace(/\/+$/, '');
  if (patch.locale) runtime.locale = patch.locale;
}

export function getRuntime(): Readonly<PortalRuntime> {
  return runtime;
}

/** API root: `{base}/api/` or, with locale, `{base}/api/{locale}/` (spec section 7). */
export function apiRoot(withLocale: boolean): string {
  return withLocale ? `${runtime.apiBaseUrl}/api/${runtime.locale}/` : `${runtime.apiBaseUrl}/api/`;
}
