// `virtual:antd-styles.css`: the console's antd styles made at build time (extract.tsx, in a child
// process under the bundle's NODE_ENV), in antd's `antd` cascade layer as the console renders them.
// The file is made once per build or dev server; a test run gets an empty sheet.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:antd-styles.css';
const RESOLVED = '\0' + ID;
const EXTRACT = fileURLToPath(new URL('./extract.tsx', import.meta.url));
const COMPONENTS = fileURLToPath(new URL('./console-components.tsx', import.meta.url));
const THEME_SOURCES = ['../../theme.ts', '../../brand.ts'].map((p) => fileURLToPath(new URL(p, import.meta.url)));

export function antdStylesPlugin(options: { empty?: boolean } = {}): Plugin {
  let nodeEnv = 'production';
  let sheet: string | undefined;
  return {
    name: 'tessera:antd-styles',
    configResolved(config) {
      nodeEnv = config.isProduction ? 'production' : 'development';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (options.empty) return '';
      for (const file of [EXTRACT, COMPONENTS, ...THEME_SOURCES]) this.addWatchFile(file);
      sheet ??= execFileSync(process.execPath, ['--import', 'tsx', EXTRACT], {
        env: { ...process.env, NODE_ENV: nodeEnv },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      return sheet;
    },
    watchChange(file) {
      if ([EXTRACT, COMPONENTS, ...THEME_SOURCES].includes(file)) sheet = undefined;
    },
  };
}
