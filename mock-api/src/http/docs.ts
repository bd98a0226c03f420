import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';

/**
 * The policy of the reference page: everything from this server (Swagger UI's script, styles and the
 * document), inline styles only (Swagger UI sets style attributes), no framing, no other origin. The
 * page works offline: @fastify/swagger-ui serves the swagger-ui-dist files from its package.
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; frame-ancestors 'none'; img-src 'self' data:; " +
  "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

let document: { object: object; text: string } | undefined;
/**
 * shared-kernel/openapi.json as `npm run contract` wrote it from the contract (its test holds it equal to a
 * fresh build), read once per process: building it at every start would cost each test's app its time.
 */
function openApi() {
  if (!document) {
    const object = JSON.parse(readFileSync(require.resolve('shared-kernel/openapi.json'), 'utf8')) as object;
    document = { object, text: JSON.stringify(object) };
  }
  return document;
}

/**
 * The published contract (issue 16): GET /openapi.json (the document of shared-kernel/src/contract) and the
 * browsable reference at /docs (Swagger UI). Public: the document holds no data. Routes under /docs and
 * /openapi.json are the guard's "docs" routes (auth/guard.ts).
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    await docs.register(swagger, { mode: 'static', specification: { document: openApi().object as never } });
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: DOCS_CSP,
      // no call to the online validator badge: the page stays offline
      uiConfig: { deepLinking: true, docExpansion: 'none', tryItOutEnabled: false, validatorUrl: null },
      theme: { title: 'Wholesale portal API' },
    });
    docs.get('/openapi.json', async (_req, reply) => reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(openApi().text));
  });
}
