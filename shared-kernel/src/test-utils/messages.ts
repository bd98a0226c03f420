import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { kernelMessages } from '../i18n/messages';
import { compileMessages } from '../i18n/compileMessages.cjs';
import type { Messages } from '../parcel/createParcel';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });

/**
 * Words that are the same in English, Dutch and French (loan words, brand and product names, codes): a
 * text that reads the same in all three locales is a text nobody translated, unless every word of it
 * is one of these. Placeholders (`{count}`) and signs (`×`, `:`) do not count as words. Add a word here
 * only when it is really used as is in all three languages.
 */
export const SHARED_WORDS: ReadonlySet<string> = new Set([
  // brands and services
  'Blog',
  'Facebook',
  'Instagram',
  'LinkedIn',
  // loan words used as is in Dutch and French
  'Branches',
  'Chat',
  'Code',
  'Contact',
  'Dropshipment',
  'E-mail',
  'Label',
  'Marketing',
  'OK',
  'Type',
  // codes and abbreviations
  'BIC',
  'EAN',
  'IBAN',
  'Id',
  'ISO2',
]);

/** the index of the `}` that closes the `{` at `open` */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** the plain text of an ICU message: arguments left out, the branches of plural and select kept */
function plainText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') {
      out += text[i];
      continue;
    }
    const end = closing(text, i);
    const [, type, ...rest] = text.slice(i + 1, end).split(',');
    if (/^\s*(plural|select|selectordinal)\s*$/.test(type ?? '')) {
      // `one {# item} other {# items}`: the text of each branch
      const branches = rest.join(',');
      for (let j = branches.indexOf('{'); j !== -1; j = branches.indexOf('{', j)) {
        const k = closing(branches, j);
        out += ` ${plainText(branches.slice(j + 1, k)).replace(/#/g, ' ')} `;
        j = k + 1;
      }
    } else {
      out += ' ';
    }
    i = end;
  }
  return out;
}

/**
 * The words of a message text: ICU arguments (`{name}`, `{n, number}`) and the syntax of plural and
 * select (`{n, plural, one {# item} other {# items}}` keeps `item` and `items`) left out, signs trimmed.
 */
export function wordsOf(text: string): string[] {
  return plainText(text)
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** keys whose text is the same in en, nl and fr and has a word outside SHARED_WORDS (or `extra`) */
export function untranslated(messages: Messages, extra: readonly string[] = []): string[] {
  const shared = new Set([...SHARED_WORDS, ...extra]);
  return Object.keys(messages.en).filter((k) => {
    const text = messages.en[k];
    if (messages.nl[k] !== text || messages.fr[k] !== text) return false;
    return wordsOf(text).some((w) => !shared.has(w));
  });
}

/**
 * The checks every package's messages get (ARCHITECTURE section 3): en, nl and fr hold the same keys,
 * no text is empty, every text is translated (one that is the same in all three languages may only
 * hold SHARED_WORDS, plus the package's own `sharedWords`), and every literal message id the package's
 * source uses (`id="x.y"`, `id: 'x.y'`) exists in its messages or the design system's.
 */
export function describeMessages(name: string, messages: Messages, srcDir: string, options: { sharedWords?: readonly string[] } = {}): void {
  describe(`${name} messages`, () => {
    const keys = (m: Record<string, string>) => Object.keys(m).sort();

    it('has the same keys in en, nl and fr', () => {
      expect(keys(messages.nl)).toEqual(keys(messages.en));
      expect(keys(messages.fr)).toEqual(keys(messages.en));
    });

    it('has no empty texts', () => {
      for (const m of [messages.en, messages.nl, messages.fr]) {
        expect(Object.values(m).filter((v) => !v.trim())).toEqual([]);
      }
    });

    it('has every text translated: the same text in en, nl and fr only for shared words', () => {
      expect(untranslated(messages, options.sharedWords)).toEqual([]);
    });

    it('has valid ICU texts only: the build compiles each to its AST (i18n/compileMessages.cjs)', () => {
      for (const m of [messages.en, messages.nl, messages.fr]) expect(() => compileMessages(m)).not.toThrow();
    });

    it('has every message id its source uses', () => {
      const known = new Set([...Object.keys(messages.en), ...Object.keys(kernelMessages.en)]);
      const missing: string[] = [];
      for (const file of sources(srcDir)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/\bid[=:]\s*\{?\s*["']([a-z][\w-]*\.[\w.-]+)["']/g)) {
          if (!known.has(m[1])) missing.push(`${m[1]} (${file.slice(srcDir.length + 1)})`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
}
