import { defineConfig } from 'vitest/config';

// Tests that start real server processes (npm run test:ops): slower than CI's budget, run on purpose.
export default defineConfig({
  test: {
    include: ['tests/ops/**/*.test.ts'],
    globalSetup: ['tests/ops/web-build-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
