// The encodings of answers (issue 20): what http/compress.ts registers @fastify/compress with, and the
// answers that are kept (the pre-order grid, db/preorder-grid.ts) with their encoded bytes beside the
// JSON (`EncodedBody`), so a kept answer costs no compression. Those are negotiated here by the plugin's
// rules, and the plugin passes an answer that already has a Content-Encoding through untouched. No
// plugin here: the read workers load this module too.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'zlib';

/** answers smaller than this go as they are: the encoding's overhead would outweigh the bytes saved */
export const COMPRESS_THRESHOLD = 1024;
/** what mock-api encodes in, preferred first when a client accepts several equally (browsers send `gzip, deflate, br, zstd`) */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/**
 * The fastest level of each encoding, as the real back end compresses (ASP.NET Core's response
 * compression: `CompressionLevel.Fastest` for brotli and gzip by default; nginx's gzip_comp_level is 1
 * too): an answer made per request pays its compression on every first request, and a few hundred bytes
 * more on the wire cost a browser less than the server's milliseconds under load. Measured on pages of
 * the pre-order grid (95 KB of JSON on average, 2026-12-07): brotli quality 1 takes 0.19 ms for 8.7 KB,
 * 2 0.39 ms for 8.2 KB, 4 (the plugin's default, used until then) 0.62 ms for 6.8 KB; gzip level 1 0.31 ms
 * for 9.9 KB, its default level 0.84 ms for 6.8 KB. On the grid's load figure (bench/preorder-grid-load.mjs,
 * a third of the requests first ones, three interleaved runs each) quality 1 against 4: p95 33.3 / 52.9 /
 * 30.8 against 58.9 / 47.3 / 39.7 ms, 1,384 / 1,023 / 1,442 against 927 / 1,068 / 1,334 req/s.
 */
export const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
export const GZIP = { level: constants.Z_BEST_SPEED };

/**
 * Answers up to this size are compressed in one call on the API's thread, larger ones through a stream
 * in zlib's thread pool (by the plugin and by EncodedBody.encode alike). The plugin's default for two cores is 8 KB; measured on the shop list (pages of
 * 24 cards, 20 clients, a browser's Accept-Encoding) the server spent 0.9 ms of CPU per request through
 * the stream, 0.65-0.7 ms in one call (0.55 ms without compression): on two cores the stream's machinery
 * costs more than the thread pool gives back.
 */
export const SYNC_THRESHOLD = 128 * 1024;

/** the encoding of an answer to `req`, by the plugin's rules (`*` and `x-gzip` count as gzip; `x-no-compression` asks for none); null: identity */
export function encodingFor(req: FastifyRequest): Encoding | null {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string' || req.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
}

const encoders: Record<Encoding, (b: Buffer) => Promise<Buffer>> = {
  br: (b) => promisify(brotliCompress)(b, BROTLI),
  gzip: (b) => promisify(gzip)(b, GZIP),
};

/** `json` encoded at once, on this thread */
export function encodeSync(encoding: Encoding, json: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(json, BROTLI) : gzipSync(json, GZIP);
}

/**
 * A JSON answer kept for many requests, with its encodings made once, on first demand (requests that
 * want the same one meanwhile wait for the same result), or handed over made already (`encoded`: by the
 * read worker that read the answer).
 */
export class EncodedBody {
  readonly json: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(json: string | Buffer, encoded: Partial<Record<Encoding, Buffer>> = {}) {
    this.json = typeof json === 'string' ? Buffer.from(json) : json;
    for (const [encoding, bytes] of Object.entries(encoded) as [Encoding, Buffer][]) this.encoded.set(encoding, Promise.resolve(bytes));
  }

  /** bytes held: the JSON (its encodings are a fraction of it) */
  get size(): number {
    return this.json.length;
  }

  /** should an answer to `req` be encoded, and how (null: as it is) */
  encodingFor(req: FastifyRequest): Encoding | null {
    return this.json.length >= COMPRESS_THRESHOLD ? encodingFor(req) : null;
  }

  encode(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = this.json.length <= SYNC_THRESHOLD ? Promise.resolve().then(() => encodeSync(encoding, this.json)) : encoders[encoding](this.json);
      this.encoded.set(encoding, bytes);
      // a failure is not kept: the next request tries again
      bytes.catch(() => this.encoded.delete(encoding));
    }
    return bytes;
  }
}

/** sends a kept JSON answer, encoded as the client asks when it is large enough (else as it is) */
export async function sendEncoded(req: FastifyRequest, reply: FastifyReply, body: EncodedBody): Promise<FastifyReply> {
  void reply.type('application/json; charset=utf-8');
  const encoding = body.encodingFor(req);
  if (!encoding) return reply.send(body.json);
  const bytes = await body.encode(encoding);
  // added to the Vary that is there (CORS sets Origin), as the plugin does
  const vary = reply.getHeader('Vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((v) => /accept-encoding/i.test(v))) void reply.header('Vary', [...values, 'accept-encoding'].join(', '));
  return reply.header('Content-Encoding', encoding).send(bytes);
}
