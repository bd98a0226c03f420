import { use, useMemo, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '../locale/locale';
import { moduleValue, type MessageLoader } from './createParcel';
import { compiledTexts } from '../i18n/compiled';
import { getRuntime } from '../api/runtime';
import { lazyScreen, type AnyComponent, type LazyScreen } from '../lazy/lazyScreen';

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
 * `preload(locale)` starts the fetch ahead (with the screen's chunk); `screen(load, name)` is a lazy screen
 * that brings the group with its chunk and renders in its provider:
 *
 *   const ReportsPage = sheetTexts.screen(() => import('../features/sheets/components/ReportsPage'), 'ReportsPage');
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
  /**
   * A lazy screen (lazyScreen) that shows this group's texts: its code counts as loaded once the active
   * locale's file is in too (both are fetched at once), and it renders inside the provider, which then
   * never suspends. The one way to give a screen or a section its group.
   */
  function screen<M extends { [key in K]: AnyComponent }, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyScreen<M[K]> {
    const Screen = lazyScreen(() => Promise.all([load(), preload(getRuntime().locale)]).then(([m]) => m), name);
    function WithTexts(props: ComponentProps<M[K]>) {
      return (
        <Provider>
          <Screen {...props} />
        </Provider>
      );
    }
    return Object.assign(WithTexts, { preload: Screen.preload, isLoaded: Screen.isLoaded });
  }
  // Provider.preload: the active locale's file, for preloadScreens (a route whose element is this provider)
  return { Provider: Object.assign(Provider, { preload: () => preload(getRuntime().locale) }), preload, screen };
}
