import { z } from 'zod';
import { parse } from './validate';

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** the positive integer `:id` of a path (400 with ModelState otherwise) */
export function idParam(params: unknown): number {
  return parse(IdParams, params).id;
}

