import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // the repository's own tooling: the lint boundaries' probes
      { test: { name: 'tooling', root: '.', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
