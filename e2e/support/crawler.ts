import type { BrowserContext, Page, Response } from '@playwright/test';
import type { Lang } from '@studio/shared';
import { expect } from './fixtures';
import { text } from './locales';

/**
 * What the language tests (language-crawler*.spec.ts) share: a browser set up like Google's
 * renderer, and what it watches for on a page (a switch of language after it appeared).
 */

const GOOGLEBOT_SMARTPHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The crawler's browser: Googlebot's phone with an English interface (`sendAcceptLanguage`). */
export const CRAWLER = {
  userAgent: GOOGLEBOT_SMARTPHONE,
  locale: 'en-US',
  viewport: { width: 412, height: 732 },
  isMobile: true,
  hasTouch: true,
};

/**
 * Sends every request of the context with `acceptLanguage` as its Accept-Language, or none at
 * all when null, as Google's renderer does. The browser keeps its interface language (`locale`,
 * so `navigator.language`). The requests go out through Playwright's own HTTP client: Chromium's
 * network stack puts the locale's Accept-Language back on a request that arrives without one,
 * and keeps it over one set with `extraHTTPHeaders`.
 */
export async function sendAcceptLanguage(
  context: BrowserContext,
  acceptLanguage: string | null,
): Promise<void> {
  await context.route('**/*', async (route) => {
    const headers = { ...route.request().headers() };
    delete headers['accept-language'];
    if (acceptLanguage !== null) headers['accept-language'] = acceptLanguage;
    await route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) });
  });
}

/** The `lang` of the `<html>` the server sent, before any script ran. */
export async function servedLang(response: Response | null): Promise<string | undefined> {
  return /<html\b[^>]*\slang="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
}

/**
 * Records, from before the page is parsed, every change of `<html lang>` (a switch after the
 * page appeared) and the sum of the layout shifts no input caused.
 */
export async function watchForSwitches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { langChanges: string[]; shift: number };
    w.langChanges = [];
    w.shift = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const now = (record.target as Element).getAttribute('lang');
        if (record.target === document.documentElement && now !== record.oldValue) {
          w.langChanges.push(`${record.oldValue} -> ${now}`);
        }
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['lang'],
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What `watchForSwitches` saw, once two frames have painted after hydration. */
export async function switches(page: Page): Promise<{ langChanges: string[]; shift: number }> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const w = window as unknown as { langChanges: string[]; shift: number };
    return { langChanges: w.langChanges, shift: w.shift };
  });
}

/** Asserts the hydrated page is the route's in `lang`: its `<html lang>` and its title. */
export async function expectPageIn(page: Page, routeId: string, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(text(lang, 'common', `meta.${routeId}.title`));
}

/** The phone header's menu button, in `lang`'s words. */
export function menuButton(page: Page, lang: Lang) {
  return page.getByRole('button', { name: text(lang, 'common', 'nav.openMenu') });
}
