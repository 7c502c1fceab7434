import type { Page } from '@playwright/test';

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as one), as they come. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
