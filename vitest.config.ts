import { configDefaults, defineConfig } from 'vitest/config';
import { importAliases } from './aliases';
import { accessRulesPlugin } from './src/web/build/access-rules-plugin';
import { antdStylesPlugin } from './src/web/build/antd-styles/plugin';

// Server suites run on PGlite always, and again on a real PostgreSQL when TEST_DATABASE_URL is set:
// PGlite serialises everything and hides race bugs.
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    // Cluster mode, two machines behind a balancer, and the move from the embedded database to
    // PostgreSQL need PostgreSQL.
    exclude: [
      ...configDefaults.exclude,
      ...(db === 'pglite' ? ['tests/api/cluster.test.ts', 'tests/api/two-machines.test.ts', 'tests/api/move-to-postgres.test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['tests/api/support/global-setup.ts'],
    env: { TEST_DB: db },
    // A whole order walk on PGlite takes 30 s and more on a busy 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // The browser's access rules module (virtual:access-rules) is compiled by this plugin.
  // Tests render antd without its prebuilt stylesheet (antd generates what a test renders).
  plugins: [accessRulesPlugin(), antdStylesPlugin({ empty: true })],
  resolve: { alias: importAliases },
  test: {
    // Two files at a time even on 2 cores: API files spend much of their time waiting on the
    // database, timers and child processes, and one worker leaves a core idle.
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'resources/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/access/**/*.test.ts',
            'tests/i18n/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          environment: 'node',
          // A first antd render in jsdom takes seconds on a busy 2-core machine; 5 s (the default) flaked.
          testTimeout: 20_000,
          setupFiles: ['tests/support/react-cleanup.ts'],
          // Refine's router binding goes through the same module graph as the test's own react-router,
          // so both share one router context (Node would load it a second time otherwise).
          server: { deps: { inline: ['@refinedev/react-router'] } },
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
