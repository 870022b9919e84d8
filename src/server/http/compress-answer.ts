// API answers of a list page's size compressed in one step, before @fastify/compress sees them.
// The plugin does the same work in more steps: it negotiates the encoding again for every answer,
// measures and copies the text into a Buffer, checks it for gzip magic, and compresses at brotli
// quality 4 whatever the size; on a 20-row orders page (13 kB) that was ~170 µs of server CPU over the
// uncompressed request for brotli, of which brotli itself ~50 µs. Here the negotiation is remembered
// per Accept-Encoding text, the text goes to the compressor as it is, the compressor's window is sized
// to the answer (no larger than what it can refer back to) and brotli's quality to its size (below).
// What this leaves to the plugin: streams, answers past the synchronous limit, request bodies.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding an Accept-Encoding header asks for: brotli before gzip at equal weight, none for q=0. */
export function negotiateEncoding(accept: string): AnswerEncoding | null {
  let best: AnswerEncoding | null = null;
  let bestQ = 0;
  let wildcard = -1;
  const named = new Set<string>();
  for (const part of accept.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value) || 0;
    }
    if (name === '*') wildcard = q;
    if (name !== 'br' && name !== 'gzip') continue;
    named.add(name);
    if (q > bestQ || (q === bestQ && q > 0 && name === 'br')) [best, bestQ] = [name, q];
  }
  // `*` stands for every encoding the header does not name.
  for (const name of ['br', 'gzip'] as const) if (!named.has(name) && wildcard > bestQ) [best, bestQ] = [name, wildcard];
  return best;
}

/** Clients send a handful of distinct Accept-Encoding texts; each is parsed once. */
const NEGOTIATED_KEPT = 64;
const negotiated = new Map<string, AnswerEncoding | null>();
function encodingOf(accept: string): AnswerEncoding | null {
  let encoding = negotiated.get(accept);
  if (encoding === undefined) {
    if (negotiated.size >= NEGOTIATED_KEPT) negotiated.clear();
    negotiated.set(accept, (encoding = negotiateEncoding(accept)));
  }
  return encoding;
}

/** Window bits covering `bytes` (a window larger than the input buys nothing), within `min..max`. */
const windowBits = (bytes: number, min: number, max: number) => Math.min(max, Math.max(min, Math.ceil(Math.log2(bytes))));

/** Answers up to this size (a list page is 10-25 kB) are compressed by brotli at quality 3, larger ones at 4. */
const BROTLI_Q3_MAX_BITS = 16;

// Options per window size, built once. Brotli: quality 3 for answers up to 64 kB, where it costs a
// third less CPU than 4 (the plugin's) for 1-2 % more bytes (measured on orders pages of 8 and 24 kB:
// 77 against 107 µs, 1,066 against 1,043 bytes); quality 4 above, where the bytes weigh more (4 % more
// at 80 kB). Never 11, the library default, ten times the cost. zlib: its default level.
const brotliOptions: BrotliOptions[] = [];
const gzipOptions: ZlibOptions[] = [];
for (let bits = 10; bits <= 24; bits++) {
  const quality = bits <= BROTLI_Q3_MAX_BITS ? 3 : 4;
  brotliOptions[bits] = { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: bits } };
}
for (let bits = 9; bits <= 15; bits++) gzipOptions[bits] = { windowBits: bits };

/** The answer compressed with `encoding`, its window sized to `bytes` (a smaller window only compresses less). */
export function compressAnswer(payload: string | Buffer, bytes: number, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, brotliOptions[windowBits(bytes, 10, 24)])
    : gzipSync(payload, gzipOptions[windowBits(bytes, 9, 15)]);
}

/** Whether the answer's UTF-8 size is within `min..max`, without measuring it when its length settles it. */
function sizeWithin(payload: string | Buffer, min: number, max: number): boolean {
  // A character is 1 to 3 bytes in UTF-8.
  if (typeof payload === 'string' && payload.length >= min && payload.length * 3 <= max) return true;
  const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  return bytes >= min && bytes <= max;
}

export interface CompressAnswerOptions {
  /** Smaller answers go as they are. */
  thresholdBytes: number;
  /** Larger answers are left to the stream path. */
  syncMaxBytes: number;
  /** Whether a Content-Type is worth compressing. */
  compressible: (type: string) => boolean;
}

/** Registers the hook; it runs before the plugin's, which then finds the answer already encoded. */
export function registerAnswerCompression(app: FastifyInstance, options: CompressAnswerOptions): void {
  const { thresholdBytes, syncMaxBytes, compressible } = options;
  // Callback style: no promise per answer.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const accept = request.headers['accept-encoding'];
    if (accept === undefined || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    const encoding = encodingOf(accept);
    if (encoding === null || reply.statusCode === 206 || request.headers['x-no-compression'] !== undefined) return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (!compressible(typeof type === 'string' ? type : 'application/json')) return done(null, payload);
    if (!sizeWithin(payload, thresholdBytes, syncMaxBytes)) return done(null, payload);
    let compressed: Buffer;
    try {
      // The window from the length: the size in bytes only where characters are one byte, which JSON's mostly are.
      compressed = compressAnswer(payload, payload.length, encoding);
    } catch (error) {
      return done(error as Error);
    }
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', encoding);
    done(null, compressed);
  });
}
