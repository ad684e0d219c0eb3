import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { findPostgresBin } from './tools/sandbox-api/test/postgres-bin';
import { catalogParts } from './tools/scripts/catalog-parts';

const CONTRACT = 'tools/sandbox-api/test/contract/**/*.test.ts';

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
          name: 'unit-and-contract',
          // Where the contract suite's seeded template databases are built, once per run.
          globalSetup: ['tools/sandbox-api/test/seeded-template-root.ts'],
          include: [
            '{apps,packages,tools}/*/{src,test}/**/*.test.{ts,tsx}',
            'packages/features/*/src/**/*.test.{ts,tsx}',
            'tools/scripts/*.test.ts',
            'tools/e2e/bench/*.test.ts',
          ],
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
