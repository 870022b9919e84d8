import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesOf, weigh, type Manifest } from './weigh';

// A small build: the entry imports a shared chunk and has a stylesheet; the home page (lazy) imports
// the same shared chunk and one of its own; the console (lazy, never asked for here) its own library.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js'],
    css: ['assets/index-c.css'],
    dynamicImports: ['src/Home.tsx', 'src/Console.tsx'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/Home.tsx': { file: 'assets/Home-d.js', imports: ['_shared-b.js', '_form-e.js', 'index.html'], css: ['assets/Home-f.css'] },
  '_form-e.js': { file: 'assets/form-e.js', dynamicImports: ['src/Console.tsx'] },
  'src/Console.tsx': { file: 'assets/Console-g.js', imports: ['_refine-h.js'] },
  '_refine-h.js': { file: 'assets/refine-h.js' },
  'locales/en/common.json': { file: 'assets/common-i.js' },
};

const bodies: Record<string, string> = Object.fromEntries(
  Object.values(manifest)
    .flatMap((c) => [c.file, ...(c.css ?? [])])
    .map((file, i) => [file, `/* ${file} */ ${'x'.repeat(200 * (i + 1))}`]),
);

describe('the weight a page downloads', () => {
  it('follows static imports and styles from each key, counts shared files once, and leaves lazy imports out', () => {
    expect(filesOf(manifest, ['index.html', 'src/Home.tsx', 'locales/en/common.json'])).toEqual([
      'assets/Home-d.js',
      'assets/Home-f.css',
      'assets/common-i.js',
      'assets/form-e.js',
      'assets/index-a.js',
      'assets/index-c.css',
      'assets/shared-b.js',
    ]);
    expect(filesOf(manifest, ['src/Console.tsx'])).toEqual(['assets/Console-g.js', 'assets/refine-h.js']);
  });

  it('adds up the gzip size of each file', () => {
    const files = filesOf(manifest, ['index.html']);
    const weight = weigh(files, (file) => Buffer.from(bodies[file]!));
    const expected = files.map((f) => gzipSync(Buffer.from(bodies[f]!), { level: 9 }).length);
    expect(weight.files.map((f) => f.gzip)).toEqual(expected);
    expect(weight.gzip).toBe(expected.reduce((a, b) => a + b, 0));
  });

  it('refuses a key the build does not have', () => {
    expect(() => filesOf(manifest, ['src/Missing.tsx'])).toThrow(/not in the build manifest/);
  });
});
