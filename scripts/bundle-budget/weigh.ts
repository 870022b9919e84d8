// What a page downloads, read from vite's manifest (dist/.vite/manifest.json): the entry's static
// imports and styles, plus the lazily loaded modules the page asks for at once (its page component,
// its translation files), each followed through its own static imports.
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The files (JS and CSS, relative to dist) the given manifest keys load, with everything they import statically. */
export function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].sort();
}

export interface Weight {
  files: { file: string; gzip: number }[];
  gzip: number;
}

/** Gzip (level 9) weight of these files; `read` gives a file's bytes. */
export function weigh(files: readonly string[], read: (file: string) => Buffer): Weight {
  const weighed = files.map((file) => ({ file, gzip: gzipSync(read(file), { level: 9 }).length }));
  return { files: weighed, gzip: weighed.reduce((sum, f) => sum + f.gzip, 0) };
}
