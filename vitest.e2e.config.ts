import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time: the machine has two cores.
    fileParallelism: false,
    // Pages mount far sections when idle; on a loaded 2-core machine that can take seconds.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
