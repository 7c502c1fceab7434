import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // one jsdom and one module cache per worker instead of per file: setting up jsdom and importing
    // React, Mantine and the app anew for each file was most of the suite's time (measured at 84
    // files: environment 194 s and import 287 s of an 11-minute run, against 1 s and 12 s); every
    // test renders into a fresh QueryClient and router, and the shared i18n instance is only read
    isolate: false,
    // whole pages with 50-row tables on a busy 2-core machine (CI runs the PostgreSQL lane beside
    // this suite) can pass the default 5 s by far
    testTimeout: 30_000,
  },
});
