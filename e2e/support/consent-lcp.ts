import type { Page } from '@playwright/test';
import { LANGS, ROUTES, routeUrl, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './fixtures';
import { serverWithGoogleIds, stubGoogle } from './google';

/**
 * The notice appears once the page is interactive: were its text a phone's largest, the page's
 * LCP would wait for the app (decision 018). Checked at Lighthouse's phone width and the narrowest.
 */
async function largestIsNotice(page: Page): Promise<boolean> {
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  // The notice's own paint is reported by the frame after it: wait two, then read.
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { lcpInNotice: boolean[] }).lcpInNotice.at(-1) ?? false;
  });
}

export function noticeNeverLargest(): void {
  const server = serverWithGoogleIds();
  for (const lang of LANGS) noticeNeverLargestIn(lang, server);
}

function noticeNeverLargestIn(lang: Lang, server: { url: string }): void {
  test.describe(`on a phone the notice is never a page’s largest text, its LCP (${lang})`, () => {
    test.beforeEach(async ({ page, context }) => {
      await stubGoogle(context);
      await page.addInitScript(() => {
        const inNotice: boolean[] = [];
        (window as unknown as { lcpInNotice: boolean[] }).lcpInNotice = inNotice;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
            inNotice.push(Boolean(entry.element?.closest('[data-testid="consent-banner"]')));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
    });

    for (const route of ROUTES) {
      const url = routeUrl(route.id, lang);
      test(`${url} (${route.id})`, async ({ page }) => {
        const largestInNotice: number[] = [];
        for (const width of [412, 360]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${server.url}${url}`);
          await waitForHydration(page);
          if (await largestIsNotice(page)) largestInNotice.push(width);
        }
        expect(largestInNotice, 'widths where the notice is the largest paint').toEqual([]);
      });
    }
  });
}
