import { LANGS, routeUrl } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { violations } from './support/axe';

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
