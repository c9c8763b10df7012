import { loadContent } from '@studio/content';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

test.describe('header and footer', () => {
  test('the header links every section, the call-to-action and the logo', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: text('es', 'common', 'nav.label') });
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: text('es', 'common', 'nav.services') }).click();
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(page).toHaveTitle(text('es', 'common', 'meta.services.title'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('es', 'common', 'cta.quote') })
      .click();
    await expect(page).toHaveURL(/\/contacto$/);
    await page.getByRole('link', { name: text('es', 'common', 'brand.homeLink') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'home', 'hero.title'),
    );
  });

  test('the footer shows trust badges, contact details, schedule and legal links', async ({
    page,
  }) => {
    await page.goto('/?lang=en');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(text('en', 'common', 'footer.badges.projects'));
    await expect(footer).toContainText(text('en', 'common', 'footer.badges.satisfaction'));
    await expect(footer).toContainText(text('en', 'common', 'footer.badges.warranty'));
    await expect(footer).toContainText(text('en', 'common', 'footer.contact.scheduleValue'));
    const { studioName } = loadContent().settings;
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${studioName}`);
    await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/legal/terms',
    );
    await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute(
      'href',
      '/legal/cookies?lang=en',
    );
    await expect(footer.locator('a[href^="tel:+34"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  });

  test('the WhatsApp link opens a chat with a prefilled message in a new tab', async ({ page }) => {
    await page.goto('/?lang=ca');
    const link = page.getByRole('link', { name: text('ca', 'common', 'whatsapp.label') });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(href ?? '').searchParams.get('text')).toBe(
      text('ca', 'common', 'whatsapp.message'),
    );
  });

  test('phones get a sticky "personalised quote" call-to-action to the form', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const cta = page.getByRole('link', { name: text('es', 'common', 'cta.personalisedQuote') });
    await expect(cta).toBeInViewport();
    await cta.click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test('on the contact page the sticky call-to-action leads to the form, every time', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/contacto?lang=en&tipo=tienda-online');
    await waitForHydration(page);
    const cta = page.getByRole('link', { name: text('en', 'common', 'cta.personalisedQuote') });
    const form = page.locator('#formulario');
    for (let visit = 0; visit < 2; visit++) {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(form).not.toBeInViewport();
      await cta.click();
      // The query stays: it preselects the project type.
      await expect(page).toHaveURL(/\/contacto\?lang=en&tipo=tienda-online#formulario$/);
      await expect(form).toBeInViewport();
    }
  });

  test('the sticky call-to-action is hidden on wide screens', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: text('es', 'common', 'cta.personalisedQuote') }),
    ).toBeHidden();
  });
});
