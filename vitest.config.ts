import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit and API tests sit beside the code; browser tests have their own config (test/e2e).
    include: ['src/**/*.test.ts', 'ui/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Tests in a file run in a new order every run (the seed is printed; `--sequence.seed=N`
    // replays it): a test that leans on another's leftovers fails here rather than in review.
    sequence: { shuffle: true },
  },
});
