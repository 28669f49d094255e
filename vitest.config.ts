import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit and API tests sit beside the code; browser tests have their own config (test/e2e).
    include: ['src/**/*.test.ts', 'ui/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
