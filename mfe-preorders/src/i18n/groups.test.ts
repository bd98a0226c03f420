import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import lists from './lists/en.json';
import sheets from './sheets/en.json';
import sync from './sync/en.json';
import sections from './sections/en.json';

const SRC = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'test' ? [] : sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
const code = sources(SRC).map((p) => ({ file: relative(SRC, p), text: readFileSync(p, 'utf8') }));

/**
 * A group's file is loaded by its screens only (groups.ts, routes.tsx): a key of it used anywhere else
 * would show as its id there. The files each group's screens are built from:
 */
const GROUPS = [
  { name: 'lists', keys: Object.keys(lists), files: /^(features\/(overview|create|dashboard)\/|app\/PreOrderOverviews\.tsx$)/ },
  { name: 'sheets', keys: Object.keys(sheets), files: /^features\/sheets\// },
  { name: 'sync', keys: Object.keys(sync), files: /^features\/offline\/components\/(SyncCenterPage\.tsx|describe\.ts)$/ },
  { name: 'sections', keys: Object.keys(sections), files: /^(features\/bulk\/|features\/detail\/components\/(PreOrderTotalsCard|PreOrderTargetsCard|NotificationsPanel)\.tsx$)/ },
];

describe('message groups (issue 20)', () => {
  it.each(GROUPS)('$name: its keys are used by its screens only', ({ keys, files }) => {
    const outside = code.filter(({ file }) => !files.test(file));
    const misplaced = keys.flatMap((key) => {
      // a key built at run time (`preorders.offline.field.${f}`) is matched by its literal prefix
      const prefix = key.replace(/\.[^.]+$/, '.');
      return outside.filter(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`) || text.includes(`\`${key}\``) || text.includes(`\`${prefix}\${`)).map(({ file }) => `${key} in ${file}`);
    });
    expect(misplaced).toEqual([]);
  });

  it('puts every key in one file only', () => {
    const all = GROUPS.flatMap((g) => g.keys);
    expect(all.length).toBe(new Set(all).size);
  });
});
