import { test as base } from '@playwright/test';
import { waitForApp } from './app-ready';

/**
 * The journeys' `test`: its page waits, after each `goto`, until the app has taken over the page the server
 * sent (decisions 200 and 202), as a person waits for a page to be ready before using it. A signed-in page
 * now shows its buttons before the app runs; a journey clicking at once used to race the app's start
 * (the app replays such a click, shared/ui/early-events.ts, but a journey's few seconds of patience then
 * counted the app's start on a loaded machine too). `waitUntil: 'commit'` keeps the page as the server sent
 * it, for the journeys that look at exactly that.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
