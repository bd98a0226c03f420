import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { kernelMessages } from '../i18n/messages';
import type { Messages } from '../parcel/createParcel';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });

/**
 * The checks every package's messages get (ARCHITECTURE section 3): en, nl and fr hold the same keys,
 * no text is empty, and every literal message id the package's source uses (`id="x.y"`,
 * `id: 'x.y'`) exists in its messages or the design system's.
 */
export function describeMessages(name: string, messages: Messages, srcDir: string): void {
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
