// How answers travel: API answers above ~1 kB compressed (brotli or gzip, as the client accepts), and
// the built console served from its precompressed copies (name.js.br / name.js.gz, written at build
// time) with caching that fits each file: hashed files under /assets never change, so browsers keep
// them a year; index.html names the current hashed files, so it is checked on every visit.
// Live streams (text/event-stream) take over the raw response (reply.hijack), which compression
// never sees, so they are neither compressed nor held back; they also opt out by route config.
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sep } from 'node:path';
import { registerAnswerCompression } from './compress-answer';

export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size are compressed in one synchronous call; larger ones (exports, the OpenAPI
 * document) go through a compression stream on libuv's threads so the event loop is never held long.
 * A stream per answer costs far more than the compression itself at list-page sizes (a zlib context,
 * chunks scheduled through the thread pool): with the library's default for two cores (8 kB), a
 * 20-row orders page went through a stream and cost 2-3.6x the uncompressed request in server CPU.
 * 256 kB at brotli quality 4 is about 2 ms of the loop at most.
 */
export const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Content types worth compressing. Event streams must reach the client as each event is written, never buffered by a compressor. */
const compressible = (type: string) =>
  !type.startsWith('text/event-stream') && /^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type);

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Buffered answers up to SYNC_COMPRESS_MAX_BYTES: our own hook (compress-answer.ts); the rest (streams,
  // larger answers, compressed request bodies): the plugin, whose hook runs after ours.
  registerAnswerCompression(app, { thresholdBytes: COMPRESS_THRESHOLD_BYTES, syncMaxBytes: SYNC_COMPRESS_MAX_BYTES, compressible });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: compressible,
  });
}

export async function registerConsoleFiles(app: FastifyInstance, root: string): Promise<void> {
  const assets = `${sep}assets${sep}`;
  // wildcard: files are looked up per request, so a rebuilt console is served without a restart.
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', path.includes(assets) ? IMMUTABLE : REVALIDATE),
  });
}
