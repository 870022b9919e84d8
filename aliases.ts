// Import aliases shared by Vite, Vitest and Storybook (tsconfig.json "paths" says the same for tsc,
// tsx and Playwright): '@/...' is src/, so no import climbs out of its folder with ../../..
// The agency API client package is imported by its published name, as an integrator would.
import { fileURLToPath } from 'node:url';

const at = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

export const importAliases = [
  { find: /^@\//, replacement: at('./src/') },
  { find: /^@tessera\/agency-api-client$/, replacement: at('./clients/typescript/src/index.ts') },
  { find: /^@locales\//, replacement: at('./locales/') },
  { find: /^@resources$/, replacement: at('./resources/index.ts') },
  { find: /^@resources\//, replacement: at('./resources/') },
];
