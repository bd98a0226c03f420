import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '../locale/locale';
import { moduleValue, type MessageLoader } from './createParcel';
import { compiledTexts } from '../i18n/compiled';
import { getRuntime } from '../api/runtime';

/**
 * Messages a remote loads with some of its screens only (issue 20: a page's first load carries its own
 * texts, not every screen's). The remote's parcel loads its core messages; a screen that needs a group
 * renders inside the group's provider, which suspends until the active locale's file is in (one chunk
 * per locale, fetched once; a failed fetch is tried again on the next render) and then adds the group's
 * messages to the parcel's, for its children only.
 *
 *   const sheetTexts = messageGroup((locale) => import(`../i18n/sheets/${locale}.json`));
 *   <sheetTexts.Provider><AdminSheetsLayout /></sheetTexts.Provider>
 *
 * `preload(locale)` starts the fetch ahead (with the screen's chunk).
 */
export function messageGroup(load: MessageLoader) {
  const pending: Partial<Record<Locale, Promise<Record<string, string>>>> = {};
  function preload(locale: Locale): Promise<Record<string, string>> {
    const known = pending[locale];
    if (known) return known;
    const promise: Promise<Record<string, string>> & { status?: string; value?: Record<string, string> } = load(locale).then(
      // a build before issue 20 sends ICU texts: compiled first (compiledTexts)
      (m) => compiledTexts(moduleValue(m)),
      (e: unknown) => {
        delete pending[locale];
        throw e;
      },
    );
    // settled, React's use() reads it at once: a screen that waited for it (preload) never suspends again
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => undefined,
    );
    return (pending[locale] = promise);
  }
  function Provider({ children }: { children: ReactNode }) {
    const outer = useIntl();
    const locale = outer.locale as Locale;
    // the same promise each render (React reads a settled one without suspending again)
    const group = use(preload(locale));
    // the portal's messages: compiled ICU texts (their type stays the texts' own, as the files are written)
    const messages = useMemo(() => ({ ...(outer.messages as Record<string, string>), ...group }), [outer.messages, group]);
    return (
      <IntlProvider
        locale={outer.locale}
        defaultLocale={outer.defaultLocale}
        formats={outer.formats}
        timeZone={outer.timeZone}
        textComponent={outer.textComponent}
        defaultRichTextElements={outer.defaultRichTextElements}
        onError={outer.onError}
        messages={messages}
      >
        {children}
      </IntlProvider>
    );
  }
  // the active locale's file, for preloadScreens (a route whose element is this provider)
  return { Provider: Object.assign(Provider, { preload: () => preload(getRuntime().locale) }), preload };
}
