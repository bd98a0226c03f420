// Response compression (issue 20): answers of 1 KB and more go brotli or gzip encoded, as the client's
// Accept-Encoding asks, through @fastify/compress on every route (settings in http/encoded-body.ts, which
// the kept answers of the pre-order grid use too).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI, COMPRESS_THRESHOLD, ENCODINGS, GZIP, SYNC_THRESHOLD } from './encoded-body';

/**
 * Registers @fastify/compress for every route registered after it: JSON (and the other compressible
 * types: text, SVG, CSV) of at least COMPRESS_THRESHOLD bytes, in the encoding negotiated from
 * Accept-Encoding; PDFs, ZIPs and images stay as they are (not compressible), and so does every answer
 * to a client that sends no Accept-Encoding or only `identity`. The hubs' WebSockets are upgrades outside
 * the routes. Request bodies are not decompressed: a compressed request body stays a 400, as before
 * (no decompression bombs through the 30 MB body limit).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
    syncThreshold: SYNC_THRESHOLD,
  });
}
