import { createIntl, type MessageFormatElement } from 'react-intl';

/** a message file as the page gets it: builds compile every text to its AST (i18n/compileMessages.cjs) */
export type CompiledTexts = Record<string, MessageFormatElement[]>;
/** a message file as a build gives it: compiled, or ICU texts from a build before issue 20 */
export type AnyTexts = Record<string, string | MessageFormatElement[]>;

const isCompiled = (texts: AnyTexts): texts is CompiledTexts => Object.values(texts).every((t) => typeof t !== 'string');

let parses: boolean | undefined;
/** whether the page's react-intl formats ICU texts itself: a build has no parser, tests and older shells do */
function reactIntlParses(): boolean {
  if (parses === undefined) {
    let failed = false;
    const probe = createIntl({ locale: 'en', messages: { probe: '{n}' }, onError: () => (failed = true) });
    parses = probe.formatMessage({ id: 'probe' }, { n: 'ok' }) === 'ok' && !failed;
  }
  return parses;
}

/**
 * A remote's messages ready for the portal's react-intl, which has no parser (issue 20). Builds compile
 * their message files, so this is them as they are. A remote released before that sends ICU texts (the
 * shell runs the previous release of every remote); those are compiled here, with the parser loaded then,
 * as a chunk of its own. A text that does not parse shows as written, as react-intl showed it before.
 * Where react-intl still parses (the tests, a shell built before issue 20), texts stay texts.
 */
export function compiledTexts<T extends AnyTexts>(texts: T, parsesItself = reactIntlParses): T | Promise<T> {
  // typed as the files are written (TypeScript reads the JSON on disk, not the loader's output)
  if (isCompiled(texts) || parsesItself()) return texts;
  return import(/* webpackChunkName: "icu-parser" */ '@formatjs/icu-messageformat-parser').then(({ parse }) => {
    const compile = (text: string): MessageFormatElement[] => {
      try {
        return parse(text);
      } catch {
        return [{ type: 0, value: text } as MessageFormatElement];
      }
    };
    return Object.fromEntries(Object.entries(texts).map(([id, t]) => [id, typeof t === 'string' ? compile(t) : t])) as T;
  });
}

/**
 * A message without placeholders as plain text, for the few places outside react-intl (a start-up error
 * written into the page): its literal parts, compiled or not.
 */
export function plainText(message: string | MessageFormatElement[] | undefined): string {
  if (message === undefined || typeof message === 'string') return message ?? '';
  return message.map((part) => (part.type === 0 ? part.value : '')).join('');
}
