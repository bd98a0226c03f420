import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { untranslated } from '../test-utils/messages';
import { userManagementMessages as m } from './messages';

describe('user-management messages', () => {
  it('en, nl and fr hold the same userManagement. keys, none empty', () => {
    const keys = Object.keys(m.en).sort();
    expect(Object.keys(m.nl).sort()).toEqual(keys);
    expect(Object.keys(m.fr).sort()).toEqual(keys);
    keys.forEach((k) => expect(k).toMatch(/^userManagement\./));
    for (const l of [m.en, m.nl, m.fr]) expect(Object.values(l).filter((v) => !v.trim())).toEqual([]);
  });

  it('has every text translated', () => {
    expect(untranslated(m)).toEqual([]);
  });

  it('has every id the widget uses', () => {
    const used = new Set<string>();
    for (const f of readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))) {
      const text = readFileSync(join(__dirname, f), 'utf8');
      for (const x of text.matchAll(/'(userManagement\.[\w.]+)'/g)) used.add(x[1]);
      for (const x of text.matchAll(/`userManagement\.([\w.]+)\.\$\{/g)) used.add(`userManagement.${x[1]}.`);
    }
    used.forEach((id) => (id.endsWith('.') ? expect(Object.keys(m.en).some((k) => k.startsWith(id))).toBe(true) : expect(Object.keys(m.en)).toContain(id)));
  });
});
