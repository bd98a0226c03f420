import type { FastifyInstance } from 'fastify';

const PALETTE = ['#d9e3f0', '#f4d6cc', '#d8ecd2', '#f3e9c6', '#e4d9f0', '#cfe8ea'];

/** GET /img/*: a tiny generated SVG placeholder for any image path (`..._{w}x{h}.svg` sets its size). */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/img/*', { config: { public: true } }, async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    const size = /(\d{1,4})x(\d{1,4})/.exec(path);
    const w = size ? Math.min(4000, Number(size[1])) || 100 : 100;
    const h = size ? Math.min(4000, Number(size[2])) || 100 : 100;
    let hash = 0;
    for (const ch of path) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const label = path.replace(/[^\w./-]/g, '').slice(0, 40);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<rect width="100%" height="100%" fill="${PALETTE[hash % PALETTE.length]}"/>` +
      `<text x="50%" y="50%" font-family="sans-serif" font-size="${Math.max(8, Math.min(w, h) / 10)}" fill="#555" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
    return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}
