import { withKernelMessages, type Locale } from 'shared-kernel';

type LocaleMessages = Record<string, string>;

// each locale's messages are a chunk of their own: a page loads its language's only (the address's
// locale; switching language reloads the page). messages.ts keeps all three for the tests.
const loaders: Record<Locale, () => Promise<LocaleMessages>> = {
  en: () => import('./en.json').then((m) => m.default),
  nl: () => import('./nl.json').then((m) => m.default),
  fr: () => import('./fr.json').then((m) => m.default),
};

const loaded: Partial<Record<Locale, LocaleMessages>> = {};
const pending: Partial<Record<Locale, Promise<LocaleMessages>>> = {};

/** The shell's and shared-kernel's messages of one locale, fetched once (a failed fetch again on the next call). */
export function loadShellMessages(locale: Locale): Promise<LocaleMessages> {
  return (pending[locale] ??= loaders[locale]().then(
    (own) => (loaded[locale] = withKernelMessages({ en: {}, nl: {}, fr: {}, [locale]: own })[locale]),
    (e: unknown) => {
      delete pending[locale];
      throw e;
    },
  ));
}

/** The messages of a locale already loaded, or undefined. */
export function shellMessages(locale: Locale): LocaleMessages | undefined {
  return loaded[locale];
}
