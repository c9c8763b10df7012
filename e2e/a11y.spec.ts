import type { Page } from '@playwright/test';
import { LANGS, routeUrl, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { violations } from './support/axe';

/**
 * axe-core on what a visitor opens: the phone menu, the chat, a FAQ answer, the cookie table, the
 * error page and the chat without its API. Every page as it loads: a11y-pages.spec.ts; the
 * quote form step by step: a11y-quote-form.spec.ts.
 */

async function openChat(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'common', 'chat.open') }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'chat', 'title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('axe-core finds no WCAG 2.2 A/AA violation in what a visitor opens', () => {
  for (const lang of LANGS) {
    test(`mobile menu open at 360 px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(routeUrl('home', lang));
      await waitForHydration(page);
      await page.getByRole('button', { name: text(lang, 'common', 'nav.openMenu') }).click();
      await expect(
        page.getByRole('dialog', { name: text(lang, 'common', 'nav.menuTitle') }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`chat open with messages (${lang})`, async ({ page }) => {
      await page.goto(routeUrl('home', lang));
      await waitForHydration(page);
      const dialog = await openChat(page, lang);
      const input = dialog.getByRole('textbox', { name: text(lang, 'chat', 'inputLabel') });
      await input.fill(lang === 'en' ? 'How much is an online shop?' : '¿Cuánto cuesta una web?');
      await input.press('Enter');
      // The welcome, then the answer (with suggestions or the offer of a person, as it comes).
      await expect(dialog.locator('.chat-msg--bot').nth(1)).toBeVisible();
      await expect(dialog.locator('.chat-typing')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    });

    test(`FAQ with a question expanded (${lang})`, async ({ page }) => {
      await page.goto(routeUrl('faq', lang));
      await waitForHydration(page);
      const question = page.locator('.accordion-item__button').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(await violations(page)).toEqual([]);
    });

    test(`the cookie table stacked into cards at 360 px, still a table (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(routeUrl('cookies', lang));
      await waitForHydration(page);
      const table = page.getByRole('table', { name: text(lang, 'legal', 'cookies.table.caption') });
      // The header row, then one row per cookie or stored item, named by its row header.
      const rows = await table.getByRole('row').count();
      expect(rows).toBeGreaterThan(1);
      await expect(table.getByRole('rowheader')).toHaveCount(rows - 1);
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('axe-core finds no violation on the error page', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  // An unknown path's page, its large "404" included: hidden from screen readers, still seen.
  for (const lang of ['es', 'en'] as const) {
    for (const width of [360, 1280]) {
      test(`the 404 page (${lang}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const response = await page.goto(`/no-existe${lang === 'es' ? '' : `?lang=${lang}`}`);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(lang, 'common', 'notFound.title'),
        );
        await expect(page.locator('.status-page__code')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  }
});

test.describe('axe-core finds no violation in the offline chat', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test.slow();

  for (const lang of LANGS) {
    test(`chat without the API (${lang})`, async ({ page }) => {
      await page.route('**/api/v1/chat*', (route) => route.abort());
      await page.route('**/api/v1/chat/**', (route) => route.abort());
      await page.goto(routeUrl('home', lang));
      await waitForHydration(page);
      const dialog = await openChat(page, lang);
      await expect(dialog.getByText(text(lang, 'chat', 'offline.message'))).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
