import { defineConfig } from '@playwright/test';
import scale from './playwright.scale.config';

/*
 * The scale-out pass on S3 storage (issue 26): the same two instances behind the round-robin proxy
 * (playwright.scale.config.ts), keeping their files in one bucket of s3rver (on E2E_PORT + 9) instead
 * of the shared directory. Only the journeys that upload and read files: a picture uploaded through
 * one instance is shown, and a certificate downloaded, through addresses the other hands out.
 * `npm run soak` runs it beside the directory pass, with its own E2E_PORT and E2E_STATE_DIR.
 */

// the proxy's port, as the scale-out configuration took it from E2E_PORT
const port = Number(new URL(scale.use!.baseURL!).port);
// the bucket the stack makes (apps/server/scripts/scale-out-stack.ts), which the S3 journey checks
process.env.E2E_S3_ENDPOINT = `http://127.0.0.1:${port + 9}`;
const server = Array.isArray(scale.webServer) ? scale.webServer[0]! : scale.webServer!;

export default defineConfig({
  ...scale,
  testMatch: ['**/s3-storage.spec.ts', '**/listing-pictures.spec.ts'],
  testIgnore: [],
  outputDir: '../test-results/e2e-scale-s3',
  webServer: { ...server, env: { ...server.env, SCALE_FILES: 's3' } },
});
