import { LANGS, ROUTES, routeUrl } from '@studio/shared';
import type { Page } from '@playwright/test';
import { contentPages } from './support/content-pages';
import { test, expect } from './support/fixtures';
import { overflowOf } from './support/overflow';

/**
 * On a 360 px phone no page scrolls sideways and no text runs out of its box, in any language:
 * Catalan words are long ("desenvolupament" in a heading) and the cookie table has four columns.
 * Read from the served HTML, as the visitor first sees it.
 */
test.describe('on a 360 px screen', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const route of ROUTES) {
    test(`${route.id}: nothing runs off the screen, in each language`, async ({ page }) => {
      for (const lang of LANGS) await expectOnScreen(page, routeUrl(route.id, lang));
    });
  }

  test('posts and projects: nothing runs off the screen', async ({ page }) => {
    test.setTimeout(60_000 + contentPages().length * 3_000);
    for (const { url } of contentPages()) await expectOnScreen(page, url);
  });
});

async function expectOnScreen(page: Page, url: string) {
  await page.goto(url);
  const overflow = await overflowOf(page);
  expect(overflow.page, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(overflow.runOff, `${url}: text wider than its box or the screen`).toEqual([]);
}
