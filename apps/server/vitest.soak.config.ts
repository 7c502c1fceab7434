import { defineConfig } from 'vitest/config';

// `npm run soak`: the long reliability suites (races over many rounds, faults), each `src/reliability/*.soak.ts`
export default defineConfig({
  test: {
    name: 'soak',
    include: ['src/reliability/**/*.soak.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    fileParallelism: false,
    passWithNoTests: true,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
