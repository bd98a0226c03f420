import type { FastifyReply } from 'fastify';

/** Sends any JSON value, also a bare string or null (Fastify would send those as text or empty). */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}
