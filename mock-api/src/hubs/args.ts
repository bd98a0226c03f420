import { HubError } from './protocol';

/** a positive integer id argument (numbers or numeric strings) */
export function idArg(value: unknown, name = 'preOrderId'): number {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new HubError(`The argument '${name}' must be a positive integer.`);
  return n;
}
