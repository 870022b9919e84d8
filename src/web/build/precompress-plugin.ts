// Brotli and gzip copies of the built text files (name.js.br, name.js.gz), written once at build
// time so the server sends them as they are (@fastify/static preCompressed) instead of compressing
// on every request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm|ttf|otf)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written++;
  }
  return written;
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tessera:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      // outDir may be absolute (Storybook passes one) or relative to the root.
      precompressDir(resolve(config.root, config.build.outDir));
    },
  };
}
