import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { findPostgresBin } from './tools/sandbox-api/test/postgres-bin';
import { catalogParts } from './tools/scripts/catalog-parts';

const CONTRACT = 'tools/sandbox-api/test/contract/**/*.test.ts';
// The sandbox's server-level tests: each starts a sandbox of its own (its unit tests, some with module mocks, are
// in the isolated project).
const SANDBOX = 'tools/sandbox-api/test/**/*.test.ts';

export default defineConfig({
  // The same transforms as the apps' builds: Lingui macros, and .po catalogs imported as modules (whole, in
  // their start part: tests run no build that could split them).
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), catalogParts()],
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on the project's 2-core machines, one file at a time
    // while the other core idles. Two workers keep both busy.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{apps,packages,tools}/*/{src,test}/**/*.test.{ts,tsx}',
            'packages/features/*/src/**/*.test.{ts,tsx}',
            'tools/scripts/*.test.ts',
            'tools/e2e/bench/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', SANDBOX],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: [SANDBOX],
          // Every one of these files loads the same server (Hono, drizzle, PGlite, the API's schemas): a worker keeps
          // them loaded from file to file, which halves the suite's time. The files share no state: each starts its
          // own sandbox on its own copy of the database, and the server's state lives in that sandbox. A file that
          // mocks a module belongs in the isolated project.
          isolate: false,
          // Where the contract suite's seeded template databases are built, once per run.
          globalSetup: ['tools/sandbox-api/test/seeded-template-root.ts'],
        },
      },
      // The contract suite again, against a real PostgreSQL server, wherever PostgreSQL is installed.
      ...(findPostgresBin()
        ? [
            {
              extends: true,
              test: {
                name: 'contract-postgres',
                include: [CONTRACT],
                isolate: false,
                globalSetup: [
                  'tools/sandbox-api/test/postgres-server.ts',
                  'tools/sandbox-api/test/seeded-template-root.ts',
                ],
                env: { WALLET_TEST_DATABASE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
