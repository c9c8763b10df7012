import type { Page } from '@playwright/test';

/**
 * Holds the requests whose URL matches `pattern` (a glob or a regular expression, as
 * `page.route` takes) until `release()` is called: what the page shows while it waits.
 */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}
