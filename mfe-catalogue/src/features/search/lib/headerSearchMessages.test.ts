import { readFileSync } from 'fs';
import { join } from 'path';
import { messages } from '../../../i18n/messages';
import { headerSearchMessages } from './headerSearchMessages';

const KEYS = ['catalogue.headerSearch.label', 'catalogue.headerSearch.placeholder', 'catalogue.headerSearch.searching', 'catalogue.headerSearch.error', 'catalogue.search.noResults'];

describe('the header search messages', () => {
  it.each(['en', 'nl', 'fr'] as const)('are the package messages (%s)', (locale) => {
    const source = messages[locale] as Record<string, string>;
    expect(Object.keys(headerSearchMessages[locale])).toEqual(KEYS);
    for (const [key, text] of Object.entries(headerSearchMessages[locale])) expect([key, text]).toEqual([key, source[key]]);
  });

  it('are every message the header search uses', () => {
    const code = readFileSync(join(__dirname, '../components/HeaderSearch.tsx'), 'utf8');
    const used = [...code.matchAll(/id[=:] ?['"]([a-zA-Z.]+)['"]/g)].map((m) => m[1]).sort();
    expect(used).toEqual([...KEYS].sort());
  });
});
