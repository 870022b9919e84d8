// casbin (and its csv-parse) reach for Node's global `Buffer`, which browsers lack. Injecting an import
// of the `buffer` package wherever `Buffer` is referenced works in the build, in dev pre-bundling, with
// code splitting and in Storybook. It is a plugin (not a `build` section) because Storybook drops the
// user's `build` config but keeps plugins.
import type { Plugin } from 'vite';

const inject: Record<string, [string, string]> = { Buffer: ['buffer', 'Buffer'] };

export function bufferInjectPlugin(): Plugin {
  return {
    name: 'tessera:buffer-inject',
    config() {
      return {
        build: { rolldownOptions: { transform: { inject } } },
        optimizeDeps: { rolldownOptions: { transform: { inject } } },
      };
    },
  };
}
