import type { FastifyReply } from 'fastify';
import { redactFor } from './redact';

/**
 * Sends any JSON value, also a bare string or null (Fastify would send those as text or empty). It
 * serializes itself, so it applies the marketing redaction the app's hook applies to other answers.
 */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(redactFor(reply.request, value)));
}
