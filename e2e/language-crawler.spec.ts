import { ROUTES } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import {
  CRAWLER,
  expectPageIn,
  menuButton,
  sendAcceptLanguage,
  servedLang,
  switches,
  watchForSwitches,
} from './support/crawler';

/**
 * One language decision per page view, the server's (decision 020): a browser set up like
 * Google's renderer, visitors whose Accept-Language and interface language differ, and a choice
 * made with the switcher on an earlier visit. The crawler's view of the Catalan and English
 * pages is in language-crawler-translations.spec.ts.
 */

test.describe('a crawler like Google’s renderer (no Accept-Language, English interface)', () => {
  test.use(CRAWLER);
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
