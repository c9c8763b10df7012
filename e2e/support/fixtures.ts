import { test as base, expect, type Page } from '@playwright/test';

/**
 * A page fails its test on any console error. The watch is part of the `page` fixture, so a test
 * of HTTP responses alone (`request`) opens no browser.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => {
      if (!allowedConsoleErrors.some((pattern) => pattern.test(error.message)))
        errors.push(error.message);
    });
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() !== 'error') return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(text);
    });
    await use(page);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
});

export { expect };

/** Every island hydrated: apps/web/src/site/react/island-hydration.ts. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    return document.documentElement.hasAttribute('data-hydrated');
  });
}
