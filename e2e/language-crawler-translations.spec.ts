import { ROUTES } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
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
 * A crawler like Google's renderer (no Accept-Language, English interface) gets each page's
 * Catalan and English versions at their own addresses, with no switch once the app runs
 * (decision 020; the Spanish ones are in language-crawler.spec.ts).
 */
test.describe('a crawler reading the translations', () => {
  test.use(CRAWLER);
  test.beforeEach(async ({ context }) => sendAcceptLanguage(context, null));

  for (const route of ROUTES) {
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
