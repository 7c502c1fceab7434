import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // builds the migrated, seeded template database once per run (PGlite dump or PostgreSQL template)
    globalSetup: ['src/test-support/global-setup.ts'],
    // files share the worker's module cache (fastify, drizzle, PGlite load once): half the run time;
    // every file still gets its own database, and the app keeps no state in modules
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
