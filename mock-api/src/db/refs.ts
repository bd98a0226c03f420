import { modelStateError } from '../http/errors';
import type { Db } from './open';

/** distinct branch ids, all of them existing (400 ModelState `model.Branches` otherwise) */
export function checkedBranches(db: Db, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  const known = new Set((db.prepare('SELECT id FROM branches').all() as { id: number }[]).map((b) => b.id));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length) throw modelStateError({ Branches: [`Unknown branch id(s): ${unknown.join(', ')}.`] });
  return unique;
}

/** the id of a currency, checked (400 ModelState at `field` otherwise) */
export function checkedCurrencies(db: Db, ids: readonly number[], field: string): void {
  const known = new Set((db.prepare('SELECT id FROM currencies').all() as { id: number }[]).map((c) => c.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw modelStateError({ [field]: [`Unknown currency id(s): ${unknown.join(', ')}.`] });
}

/** the brand id of a brand code (400 ModelState at `field` otherwise) */
export function checkedBrand(db: Db, code: string, field = 'Brand'): number {
  const row = db.prepare('SELECT id FROM brands WHERE code = ?').get(code) as { id: number } | undefined;
  if (!row) throw modelStateError({ [field]: [`Unknown brand '${code}'.`] });
  return row.id;
}
