import { ROUTES, routeUrl } from '@studio/shared';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * The page is static HTML with React islands for the parts a visitor uses (decision 022): each
 * island hydrates in the prerendered DOM, and one hydrated against the wrong DOM would be
 * rendered again on the client (and the console would say so). The page as prerendered (no
 * JavaScript) and the page once its islands have hydrated must have the same elements in the
 * same order, with the same text.
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
      // react-dom hydrated every island that does not wait to be scrolled to: its fiber is on
      // the island's elements; the static parts around them have none.
      const islands = await page.evaluate(() =>
        [...document.querySelectorAll('astro-island:not([client="visible"])')].map((island) => ({
          island: island.getAttribute('component-export') ?? island.outerHTML.slice(0, 80),
          // An island that renders nothing here (the cookie notice without a Google id) has no
          // element to carry a fiber.
          hydrated:
            !island.hasAttribute('ssr') &&
            (island.querySelector('*:not(template)') === null ||
              [...island.querySelectorAll('*')].some((element) =>
                Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
              )),
        })),
      );
      expect(islands.length).toBeGreaterThan(0);
      expect(islands.filter((island) => !island.hydrated)).toEqual([]);
    });
  }
});

test("every page carries its islands' strings before its first island", async ({ request }) => {
  // An island hydrates as soon as it is parsed when its code is already cached: strings further
  // down the page would not be there yet, and it would render their keys (React error #418).
  for (const route of ROUTES) {
    const html = await (await request.get(routeUrl(route.id, 'es'))).text();
    const strings = html.indexOf('id="island-strings"');
    expect(strings, route.id).toBeGreaterThan(0);
    expect(html.indexOf('<astro-island'), route.id).toBeGreaterThan(strings);
  }
});
