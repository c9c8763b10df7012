import { LEAD_MESSAGES } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

const t = (key: string, lang: 'es' | 'ca' | 'en' = 'es') =>
  text(lang, 'common', `newsletter.${key}`);

test.describe('the footer newsletter signup', () => {
  test.describe('with invalid input', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource.*400/] });
    test('shows the server messages in the page language', async ({ page }) => {
      await page.goto('/faq?lang=en');
      await waitForHydration(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: t('submit', 'en') }).click();
      await expect(footer.locator('#newsletter-email-error')).toHaveText(LEAD_MESSAGES.en.email);
      await expect(footer.locator('#newsletter-consent-error')).toHaveText(
        LEAD_MESSAGES.en.consent,
      );
    });
  });

  test('subscribes (double opt-in) with e-mail and consent', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: t('email') }).fill('suscriptora@example.com');
    await footer.getByRole('checkbox', { name: new RegExp(t('consentBefore').trim()) }).check();
    await footer.getByRole('button', { name: t('submit') }).click();
    await expect(footer.getByRole('status')).toHaveText(t('success'));
  });

  test('says what a confirm or unsubscribe link did', async ({ page }) => {
    await page.goto('/?lang=ca&newsletter=confirmed');
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      t('confirmed', 'ca'),
    );
  });
});
