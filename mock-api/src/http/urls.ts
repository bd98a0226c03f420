import type { FastifyRequest } from 'fastify';

/** scheme and host of this server as the caller reached it */
export const originOf = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** absolute URLs of this server's paths under `origin` (absolute ones kept; image templates keep {width}/{height}) */
export const urlFrom =
  (origin: string) =>
  (path: string): string =>
    /^https?:\/\//.test(path) ? path : `${origin}${path}`;

/** Absolute URL of a path of this server, as the caller reached it (image templates keep {width}/{height}). */
export function absoluteUrl(req: FastifyRequest, path: string): string {
  return urlFrom(originOf(req))(path);
}
