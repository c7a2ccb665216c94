import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files run two at a time: CI's machine has two cores, and most files wait on a database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'apps/web/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/web/build/**', 'apps/web/.react-router/**', 'apps/web/public/**'],
          // Password hashing runs at production cost (a few hundred ms), slower while other files run.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          // Files share a worker's module graph instead of importing the whole server again each
          // (half the run's time). They can: every file builds its own app and database in beforeAll,
          // and no file mocks modules or stubs globals (tests/lint/api-tests-share-modules.test.ts).
          isolate: false,
          // One migrated, seeded template (PGlite) or the migrations to apply per schema (PostgreSQL).
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          // Loading a PGlite dump or seeding a PostgreSQL schema happens in beforeAll.
          hookTimeout: 60_000,
          testTimeout: 15_000,
          // The pages' Vite dev servers skip React Router's typegen watcher (patches/@react-router+dev):
          // it empties and rewrites apps/web/.react-router/types, and two workers doing so at once
          // failed a run with ENOENT. Tests need no route types; typecheck generates them itself.
          env: { REACT_ROUTER_TYPEGEN_WATCH: 'off' },
        },
      },
    ],
  },
});
