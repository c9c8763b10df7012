import type { Browser } from '@playwright/test';
import { LANGS, ROUTES, routeUrl, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './fixtures';
import { serverWithGoogleIds } from './google';

/**
 * Bytes are exact for a build, so they are a test; how fast they arrive is a benchmark's (`npm
 * run bench:web`). The budget is the heaviest page as measured (the Catalan contact page with
 * Google ids, 158.6 KB), so that no page grows unnoticed; decision 022's yardstick allows 170 KB.
 */
const FIRST_VISIT_BUDGET = 159 * 1024;

/** Every page a visitor can land on. */
const PAGES = ROUTES.filter((route) => !('personal' in route && route.personal)).map(
  (route) => route.id,
);

async function firstVisitBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  // What the page fetches on its own once interactive (its strings, fonts) counts too.
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return total;
}

export function firstVisits(): void {
  const google = serverWithGoogleIds();
  for (const lang of LANGS) firstVisitsIn(lang, google);
}

function firstVisitsIn(lang: Lang, google: { readonly url: string }): void {
  test.describe(`bytes on a first visit (${lang})`, () => {
    for (const id of PAGES) {
      test(`${routeUrl(id, lang)} stays within ${FIRST_VISIT_BUDGET / 1024} KB`, async ({
        browser,
        baseURL,
      }) => {
        const bytes = await firstVisitBytes(browser, `${baseURL}${routeUrl(id, lang)}`);
        expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
      });
    }
  });

  test.describe(`bytes on a first visit with Google ids configured, before a choice (${lang})`, () => {
    // The cookie notice shows; nothing from Google loads before a choice (decision 013).
    for (const id of ['home', 'services', 'service-web-empresarial', 'contact', 'faq'] as const) {
      test(`${routeUrl(id, lang)} stays within ${FIRST_VISIT_BUDGET / 1024} KB`, async ({
        browser,
      }) => {
        const bytes = await firstVisitBytes(browser, `${google.url}${routeUrl(id, lang)}`);
        expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
      });
    }
  });
}
