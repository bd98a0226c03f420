import type { z } from 'zod';
import { modelStateError } from './errors';

/**
 * Parses input with a contract schema; failures become 400 with ModelState keys `prefix.Field`
 * (spec section 5: `model.` by default, `addUserModel.` for POST customer/{id}/user).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, prefix = 'model'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    (errors[field] ??= []).push(issue.message);
  }
  throw modelStateError(errors, prefix);
}
