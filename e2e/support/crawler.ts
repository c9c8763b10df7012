import type { BrowserContext, Page, Response } from '@playwright/test';
import type { Lang } from '@studio/shared';
import { expect } from './fixtures';
import { text } from './locales';

const GOOGLEBOT_SMARTPHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** With an English interface; its Accept-Language is `sendAcceptLanguage`'s. */
export const CRAWLER = {
  userAgent: GOOGLEBOT_SMARTPHONE,
  locale: 'en-US',
  viewport: { width: 412, height: 732 },
  isMobile: true,
  hasTouch: true,
};

/**
 * None when null, as Google's renderer sends. Through Playwright's own HTTP client: Chromium puts
 * the locale's Accept-Language back on a request without one, and over one `extraHTTPHeaders` set.
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

export async function servedLang(response: Response | null): Promise<string | undefined> {
  return /<html\b[^>]*\slang="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
}

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

export async function switches(page: Page): Promise<{ langChanges: string[]; shift: number }> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const w = window as unknown as { langChanges: string[]; shift: number };
    return { langChanges: w.langChanges, shift: w.shift };
  });
}

export async function expectPageIn(page: Page, routeId: string, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(text(lang, 'common', `meta.${routeId}.title`));
}

export function menuButton(page: Page, lang: Lang) {
  return page.getByRole('button', { name: text(lang, 'common', 'nav.openMenu') });
}
