import { ROUTES, routeUrl } from '@studio/shared';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * React hydrates each part of the page (a Suspense boundary, apps/web/src/lib/hydration.tsx,
 * decision 015) in the prerendered DOM: a part hydrated against the wrong DOM would be rendered
 * again on the client (and the console would say so). The page as prerendered (no JavaScript)
 * and the page once hydrated must have the same elements in the same order, with the same text.
 */
function outline(page: Page, parts: string[]) {
  return page.evaluate((parts) => {
    return parts.map((selector) => {
      const part = document.querySelector(selector);
      if (!part) return `${selector}: missing`;
      const tags = [...part.querySelectorAll('*')].map((element) => element.tagName).join(' ');
      const text = (part.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `${selector}: ${tags} | ${text}`;
    });
  }, parts);
}

test.describe('hydration keeps the prerendered page as it is', () => {
  for (const route of ROUTES) {
    const url = routeUrl(route.id, 'es');
    // The tracking page loads the request named by its link once it runs: its main changes.
    const parts = ['header.site-header', ...(route.id === 'tracking' ? [] : ['main']), 'footer'];
    test(`${url} (${route.id})`, async ({ page, browser, baseURL }) => {
      const staticContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(url);
      const prerendered = await outline(staticPage, parts);
      await staticContext.close();

      await page.goto(url);
      await waitForHydration(page);
      expect(await outline(page, parts)).toEqual(prerendered);
      // react-dom hydrated it: its fiber is on every part.
      const hydrated = await page.evaluate(
        (parts) =>
          parts.map((selector) =>
            Object.keys(document.querySelector(selector) ?? {}).some((key) =>
              key.startsWith('__reactFiber$'),
            ),
          ),
        parts,
      );
      expect(hydrated).toEqual(parts.map(() => true));
    });
  }
});
