import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page the server sent (pre-rendered or rendered for the session,
 * decisions 200 and 202: `#root` loses its data-prerendered or data-rendered mark): what a journey does or
 * measures then is the app's, not the server's HTML that the app may still lay out again. A page without
 * the app (a download, an error document) has nothing to wait for.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-rendered], #root[data-prerendered]'), null, {
    timeout: 20_000,
  });
}
