import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Shipping tests: the single executable, crash safety, graceful shutdown. They start real
    // processes (after `npm run package`), so they run one file at a time with long timeouts.
    include: ['test/ship/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
