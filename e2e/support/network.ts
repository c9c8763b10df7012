import type { Page } from '@playwright/test';

/** To see what the page shows while it waits. */
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
