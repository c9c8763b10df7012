import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGS, ROUTES, routeUrl, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

/** WCAG 2.2 A and AA rules (axe-core's tags for 2.0, 2.1 and 2.2). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join('\n    ')}`,
  );
}

async function openChat(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'common', 'chat.open') }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'chat', 'title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('axe-core finds no WCAG 2.2 A/AA violation', () => {
  test.slow(); // axe-core on a shared 2-core machine

  for (const route of ROUTES) {
    for (const lang of LANGS) {
      const url = routeUrl(route.id, lang);
      test(`${url} (${route.id}, ${lang})`, async ({ page }) => {
        await page.goto(url);
        await waitForHydration(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  }

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

test.describe('axe-core finds no violation in the quote form, step by step', () => {
  test.slow(); // four axe runs on a shared 2-core machine

  for (const lang of LANGS) {
    for (const width of [360, 1280]) {
      test(`each step with its errors, the thanks page and tracking (${lang}, ${width} px)`, async ({
        page,
      }) => {
        const t = (key: string) => text(lang, 'contact', key);
        const form = page.locator('form.quote-form');
        const errors = page.locator('.quote-field__error');
        const next = page.getByRole('button', { name: t('form.next') });
        const submit = page.getByRole('button', { name: t('form.submit') });
        await page.setViewportSize({ width, height: 800 });
        await page.goto(routeUrl('contact', lang));
        await waitForHydration(page);

        // Step 1: no project type chosen.
        await next.click();
        await expect(errors).toHaveCount(1);
        expect(await violations(page), 'step 1 with its error').toEqual([]);

        // Step 2: an online shop, its two required questions skipped.
        await form
          .getByRole('radio', { name: new RegExp(`^${t('form.types.tienda-online.label')}`) })
          .check();
        await next.click();
        await expect(page.getByRole('heading', { name: t('form.detailsLegend') })).toBeVisible();
        await next.click();
        await expect(errors).toHaveCount(2);
        expect(await violations(page), 'step 2 with its errors').toEqual([]);
        const option = (field: string, value: string) =>
          form.getByRole('radio', { name: t(`form.options.${field}.${value}`), exact: true });
        await option('product_type', 'fisicos').check();
        await option('products_count', '50-200').check();
        await next.click();

        // Step 3: contact details missing, then an invalid e-mail.
        await expect(page.getByRole('heading', { name: t('form.contactLegend') })).toBeVisible();
        await submit.click();
        await expect(errors).toHaveCount(4);
        expect(await violations(page), 'step 3 with its errors').toEqual([]);
        const field = (name: string) =>
          form.getByRole('textbox', { name: t(`form.fields.${name}`) });
        await field('name').fill('Laia Serra');
        await field('email').fill('laia@example');
        await field('company').fill('Serra Studio SL');
        await form
          .getByRole('checkbox', { name: new RegExp(t('form.consent.before').trim()) })
          .check();
        await submit.click();
        await expect(errors).toHaveCount(1);
        expect(await violations(page), 'step 3 with an invalid e-mail').toEqual([]);

        // Sent: the thanks page, then the request's tracking page.
        await field('email').fill(`laia.a11y.${lang}.${width}@example.com`);
        await submit.click();
        await expect(page).toHaveURL(/\/contacto\/gracias/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('thanks.title'));
        expect(await violations(page), 'thanks page').toEqual([]);
        await page.getByTestId('tracking-link').click();
        await expect(page).toHaveURL(/\/seguimiento\?/);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page), 'tracking page').toEqual([]);
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
