import { ProtocolError } from './protocol';

/**
 * Argument checks of the hub methods. An argument of the wrong type is a broken client, not a user
 * mistake: it ends the connection (ProtocolError, see protocol.ts). Refusals a user can cause (an empty
 * chat message, a pre-order they may not see) stay HubErrors answered in the completion.
 */

/** a positive integer id argument (numbers or numeric strings) */
export function idArg(value: unknown, name = 'preOrderId'): number {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new ProtocolError(`The argument '${name}' must be a positive integer.`);
  return n;
}

/** an optional positive integer id argument (absent, null or undefined: none) */
export function optionalIdArg(value: unknown, name: string): number | null {
  return value === undefined || value === null ? null : idArg(value, name);
}

/** a string argument */
export function stringArg(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new ProtocolError(`The argument '${name}' must be a string.`);
  return value;
}

/** an optional boolean argument (absent or null: false) */
export function booleanArg(value: unknown, name: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new ProtocolError(`The argument '${name}' must be a boolean.`);
  return value;
}
