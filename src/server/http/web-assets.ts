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

export const COMPRESS_THRESHOLD_BYTES = 1024;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Event streams must reach the client as each event is written, never buffered by a compressor.
    customTypes: (type: string) => !type.startsWith('text/event-stream') && /^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type),
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
