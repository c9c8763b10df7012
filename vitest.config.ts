import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages export their TypeScript sources under the `source` condition,
// so tests run against the code as written, without a build first.
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    // A worker per core: Vitest's default keeps one core free, which on a 2-core machine runs
    // the files one at a time, and most of them wait on a server, a database or a child
    // process rather than compute (docs/scripts.md has the timings).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'shared',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['./apps/api/src/test/pg-schemas.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/inbox/vitest.config.ts',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
