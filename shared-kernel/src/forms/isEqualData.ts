/**
 * Structural equality of plain form data (objects, arrays, strings, numbers, booleans, null; Dates by
 * time): what a draft's dirty state compares. Not for class instances, Maps or cycles.
 */
export function isEqualData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => isEqualData(v, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => isEqualData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
