// `npm run build` (after the console): the server as one JavaScript file, dist-server/main.mjs, which
// `npm start` runs with plain node. Loading hundreds of TypeScript modules through tsx took seconds of
// every start; one bundled file loads in a fraction of a second. Packages stay in node_modules.
// Files a module finds next to itself (`new URL('./x', import.meta.url)`: migrations, workers, data,
// fonts) are found where they are in the checkout: each module's import.meta.url becomes its source
// file's address, so the bundle runs only from the checkout that built it (as `npm start` does).
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_BUNDLE = 'dist-server/main.mjs';

const sourceAddresses: Plugin = {
  name: 'source-addresses',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

const began = performance.now();
await build({
  absWorkingDir: ROOT,
  entryPoints: ['src/server/main.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [sourceAddresses],
});
console.log(`server bundled into ${SERVER_BUNDLE}… ${((performance.now() - began) / 1000).toFixed(1)} s`);
