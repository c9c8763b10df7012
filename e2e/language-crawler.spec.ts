import type { BrowserContext, Page, Response } from '@playwright/test';
import { ROUTES, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

/**
 * One language decision per page view, the server's (decision 020): a browser set up like
 * Google's renderer, visitors whose Accept-Language and interface language differ, and a choice
 * made with the switcher on an earlier visit.
 */

const GOOGLEBOT_SMARTPHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Sends every request of the context with `acceptLanguage` as its Accept-Language, or none at
 * all when null, as Google's renderer does. The browser keeps its interface language (`locale`,
 * so `navigator.language`). The requests go out through Playwright's own HTTP client: Chromium's
 * network stack puts the locale's Accept-Language back on a request that arrives without one,
 * and keeps it over one set with `extraHTTPHeaders`.
 */
async function sendAcceptLanguage(
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
async function servedLang(response: Response | null): Promise<string | undefined> {
  return /<html\b[^>]*\slang="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
}

/**
 * Records, from before the page is parsed, every change of `<html lang>` (a switch after the
 * page appeared) and the sum of the layout shifts no input caused.
 */
async function watchForSwitches(page: Page): Promise<void> {
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
async function switches(page: Page): Promise<{ langChanges: string[]; shift: number }> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const w = window as unknown as { langChanges: string[]; shift: number };
    return { langChanges: w.langChanges, shift: w.shift };
  });
}

/** Asserts the hydrated page is the route's in `lang`: its `<html lang>` and its title. */
async function expectPageIn(page: Page, routeId: string, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(text(lang, 'common', `meta.${routeId}.title`));
}

/** The phone header's menu button, in `lang`'s words. */
function menuButton(page: Page, lang: Lang) {
  return page.getByRole('button', { name: text(lang, 'common', 'nav.openMenu') });
}

test.describe('a crawler like Google’s renderer (no Accept-Language, English interface)', () => {
  test.use({
    userAgent: GOOGLEBOT_SMARTPHONE,
    locale: 'en-US',
    viewport: { width: 412, height: 732 },
    isMobile: true,
    hasTouch: true,
  });
  test.beforeEach(async ({ context }) => sendAcceptLanguage(context, null));

  test('reaches the server without Accept-Language', async ({ page }) => {
    // Without the route above this browser would ask for English (`locale: 'en-US'`).
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) sent.push(request.headers()['accept-language']);
    });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const response = await page.goto('/');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^en-US\b/);
    // The server's own account of what it got: English had it read `en-US`, Spanish without.
    expect(response?.headers()['content-language']).toBe('es');
    expect(response?.headers()['vary']).toMatch(/Accept-Language/);
    await waitForHydration(page);
  });

  for (const route of ROUTES) {
    test(`${route.path} stays Spanish, its address as requested`, async ({ page, baseURL }) => {
      await watchForSwitches(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-language']).toBe('es');
      expect(await servedLang(response)).toBe('es');
      await waitForHydration(page);
      await expectPageIn(page, route.id, 'es');
      await expect(menuButton(page, 'es')).toBeVisible();
      expect(page.url()).toBe(`${baseURL}${route.path}`);
      expect((await switches(page)).langChanges).toEqual([]);
      // Nothing was chosen, so nothing is stored for the next visit.
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
      expect(await page.context().cookies()).not.toContainEqual(
        expect.objectContaining({ name: 'i18nextLng' }),
      );
    });

    for (const lang of ['ca', 'en'] as const) {
      test(`${route.path}?lang=${lang} comes in that language`, async ({ page, baseURL }) => {
        await watchForSwitches(page);
        const response = await page.goto(`${route.path}?lang=${lang}`);
        expect(await servedLang(response)).toBe(lang);
        await waitForHydration(page);
        await expectPageIn(page, route.id, lang);
        await expect(menuButton(page, lang)).toBeVisible();
        expect(page.url()).toBe(`${baseURL}${route.path}?lang=${lang}`);
        expect((await switches(page)).langChanges).toEqual([]);
      });
    }
  }
});

test.describe('a visitor whose Accept-Language (Catalan) is not their interface’s (English)', () => {
  test.use({ locale: 'en-US' });
  test.beforeEach(async ({ context }) => sendAcceptLanguage(context, 'ca'));

  for (const path of ['/', '/servicios']) {
    test(`${path} comes in Catalan and never switches nor shifts`, async ({ page }) => {
      await watchForSwitches(page);
      const response = await page.goto(path);
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');
      expect(response?.headers()['content-language']).toBe('ca');
      expect(await servedLang(response)).toBe('ca');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
      // The negotiated language is named in the address (the page's links read it there)...
      await expect(page).toHaveURL(/\?lang=ca$/);
      const { langChanges, shift } = await switches(page);
      expect(langChanges).toEqual([]);
      expect(shift).toBeLessThan(0.01);
      // ...but it is the browser's, not a choice: nothing is stored.
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
      expect(await page.context().cookies()).not.toContainEqual(
        expect.objectContaining({ name: 'i18nextLng' }),
      );
    });
  }
});

test.describe('a choice made with the switcher', () => {
  test('comes back on the next visit as the server’s HTML, with no switch', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: text('es', 'common', 'language.label') })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18nextLng');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
    // One year from now, give or take the test's own time.
    const year = 365 * 24 * 60 * 60;
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(year - 60);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(year + 1);

    // A fresh load of a URL without `lang`, in the same browser (Accept-Language Spanish).
    const next = await context.newPage();
    await watchForSwitches(next);
    const response = await next.goto('/servicios');
    expect(response?.headers()['content-language']).toBe('en');
    expect(await servedLang(response)).toBe('en');
    await waitForHydration(next);
    await expectPageIn(next, 'services', 'en');
    await expect(next).toHaveURL(/\/servicios\?lang=en$/);
    expect((await switches(next)).langChanges).toEqual([]);
  });
});
