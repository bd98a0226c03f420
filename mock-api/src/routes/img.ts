import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { route } from '../http/operation';
import { imagesOf, matchesEtag } from '../images/render';

/**
 * GET /img/*: the generated images of the demo data (product drawings, brand wordmarks, banners,
 * portraits, the portal logo; src/images). Public: an <img> sends no token. Cached for a year
 * (banners revalidated) with an ETag; If-None-Match answers 304. Unknown paths are 404.
 */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  const images = imagesOf(app.ctx.db);
  // the operation's tail parameter `path` is Fastify's wildcard `*` (http/operation.ts fastifyPath): named before validation
  app.addHook('preValidation', async (req) => {
    const params = req.params as Record<string, string>;
    if ('*' in params) params.path = params['*'];
  });

  route(app, 'getImage', async (req, reply) => {
    const image = images.render(req.params.path);
    if (!image) throw notFound('The image was not found.');
    void reply
      .header('Cache-Control', image.cacheControl)
      .header('ETag', image.etag)
      // an image opened on its own runs nothing and loads nothing
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (matchesEtag(req.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(image.body);
  });
}
