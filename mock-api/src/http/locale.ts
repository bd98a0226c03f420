import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export const LOCALES = ['en', 'nl', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale of an `/api/:locale/...` call (en, nl or fr, any case); 400 otherwise. */
export function localeOf(req: FastifyRequest): Locale {
  const raw = String((req.params as { locale?: string }).locale ?? '').toLowerCase();
  if (!(LOCALES as readonly string[]).includes(raw)) throw badRequest(`The locale '${raw}' is not supported; use en, nl or fr.`);
  return raw as Locale;
}

/** preHandler of the locale routes */
export async function localeGuard(req: FastifyRequest): Promise<void> {
  localeOf(req);
}
