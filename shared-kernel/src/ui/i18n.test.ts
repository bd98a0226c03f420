import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../i18n/en.json';
import nl from '../i18n/nl.json';
import fr from '../i18n/fr.json';
import { untranslated } from '../test-utils/messages';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });

describe('design-system messages', () => {
  it('en, nl and fr hold the same ds. keys', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(nl).sort()).toEqual(keys);
    expect(Object.keys(fr).sort()).toEqual(keys);
    keys.forEach((k) => expect(k).toMatch(/^ds\./));
  });

  it('has every text translated: the same text in en, nl and fr only for shared words', () => {
    expect(untranslated({ en, nl, fr })).toEqual([]);
  });

  it('every id the components use exists', () => {
    const used = new Set<string>();
    for (const file of sources(__dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/'(ds\.[\w.]+)'/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(10);
    used.forEach((id) => expect(Object.keys(en)).toContain(id));
  });
});
