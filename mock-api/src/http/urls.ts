import type { FastifyRequest } from 'fastify';

/** Absolute URL of a path of this server, as the caller reached it (image templates keep {width}/{height}). */
export function absoluteUrl(req: FastifyRequest, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${req.protocol}://${req.host}${path}`;
}
