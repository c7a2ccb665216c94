import { defineConfig } from 'vitest/config';

/** npm run test:backup: seeds, backs up, restores and compares both kinds of database (minutes, not in `npm test`). */
export default defineConfig({
  test: {
    include: ['tools/backup/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
