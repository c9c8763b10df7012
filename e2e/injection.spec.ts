import type { Page } from '@playwright/test';
import { LEAD_MESSAGES } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

/**
 * Script injection: HTML, script and template payloads typed into every field a visitor
 * can fill. Nothing may execute (no dialog, the flag the payloads set stays unset) and the text
 * is shown literally. Payloads in content are covered by
 * apps/web/src/site/react/injection.test.tsx, and the studio's e-mail by
 * apps/api/src/outbox/outbox.test.ts.
 */
const RUN = 'window.__xss=1;alert(1)';
const PAYLOADS = {
  script: `<script>${RUN}</script>`,
  img: `<img src=x onerror="${RUN}">`,
  svg: `"><svg onload="${RUN}">`,
  js: `javascript:${RUN}`,
  template: `{{constructor.constructor('${RUN}')()}}`,
  mixed: `\${alert(1)} <b>bold</b> &amp; </textarea><iframe src="javascript:${RUN}">`,
};
const ALL = Object.values(PAYLOADS).join(' ');

/** Fails the test on any dialog; `executed` tells whether a payload ran. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectNothingRan() {
      expect(dialogs, 'dialogs opened by a payload').toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      // No element a payload would have created made it into the document: no such image, SVG
      // or frame, and no inline script but those the page was served with (early taps, Astro's
      // island loader).
      expect(await page.locator('main img[src="x"], svg[onload], iframe').count()).toBe(0);
      const served = await (await page.request.get(page.url())).text();
      const inline = await page
        .locator('script:not([src]):not([type$="json"])')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
      for (const script of inline) expect(served, 'an inline script not served').toContain(script);
    },
  };
}

const es = (key: string) => text('es', 'contact', key);
const msg = LEAD_MESSAGES.es;

test.describe('script injection', () => {
  test('payloads in every quote-form field stay text, on the form and on /seguimiento', async ({
    page,
  }) => {
    const guard = watch(page);
    await page.goto('/contacto');
    await waitForHydration(page);
    const form = page.locator('form.quote-form');
    const textbox = (field: string) =>
      form.getByRole('textbox', { name: es(`form.fields.${field}`) });

    await form
      .getByRole('radio', { name: new RegExp(`^${es('form.types.web-empresarial.label')}`) })
      .check();
    await form.getByRole('button', { name: es('form.next') }).click();
    const industry = `${PAYLOADS.script} ${PAYLOADS.template}`;
    await textbox('industry').fill(industry);
    await form.getByRole('button', { name: es('form.next') }).click();

    // The e-mail and phone refuse payloads with their own messages (never echoing them).
    await textbox('name').fill(PAYLOADS.img);
    await textbox('email').fill(`${PAYLOADS.svg}@example.com`);
    await textbox('phone').fill(PAYLOADS.js.slice(0, 30));
    await textbox('company').fill(PAYLOADS.svg);
    await textbox('message').fill(ALL);
    await form
      .getByRole('checkbox', { name: new RegExp(es('form.consent.before').trim()) })
      .check();
    await form.getByRole('button', { name: es('form.submit') }).click();
    await expect(form.locator('#quote-email-error')).toHaveText(msg.email);
    await expect(form.locator('#quote-phone-error')).toHaveText(msg.phone);
    await guard.expectNothingRan();
    // What was typed is still there, as typed.
    await expect(textbox('name')).toHaveValue(PAYLOADS.img);
    await expect(textbox('message')).toHaveValue(ALL);

    await textbox('email').fill('payloads@example.com');
    await textbox('phone').fill('');
    await form.getByRole('button', { name: es('form.submit') }).click();
    await expect(page).toHaveURL(/\/contacto\/gracias$/);
    await guard.expectNothingRan();

    // The tracking page shows the stored field literally.
    await page.getByTestId('tracking-link').click();
    await expect(page).toHaveURL(/\/seguimiento\?/);
    const shown = page.locator('.tracking__summary dd', { hasText: 'constructor' });
    await expect(shown).toHaveText(industry);
    await guard.expectNothingRan();
  });

  test('payloads typed into the chat show literally in the transcript', async ({ page }) => {
    const guard = watch(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: text('es', 'common', 'chat.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('es', 'chat', 'title') });
    const input = dialog.getByRole('textbox', { name: text('es', 'chat', 'inputLabel') });
    const payloads = [PAYLOADS.script, PAYLOADS.img, PAYLOADS.js, PAYLOADS.template];
    for (const [i, payload] of payloads.entries()) {
      await input.fill(payload);
      await input.press('Enter');
      await expect(dialog.locator('.chat-msg--user').last()).toHaveText(
        `${text('es', 'chat', 'you')}: ${payload}`,
      );
      // Its answer is in before the next question: Enter sends nothing while one is awaited.
      await expect(dialog.locator('.chat-msg--bot:not(.chat-offer)')).toHaveCount(i + 2);
      await expect(input).toBeEnabled();
    }
    // The welcome and four answers (the hand-over offers that follow them aside).
    await expect(dialog.locator('.chat-msg--bot:not(.chat-offer)')).toHaveCount(5);
    // A `javascript:` URL never becomes a link.
    await expect(dialog.locator('a[href^="javascript"]')).toHaveCount(0);
    await guard.expectNothingRan();

    // The transcript comes back from sessionStorage after a reload, still as text.
    await page.reload();
    await waitForHydration(page);
    await expect(dialog.locator('.chat-msg--user').first()).toHaveText(
      `${text('es', 'chat', 'you')}: ${PAYLOADS.script}`,
    );
    await guard.expectNothingRan();
  });

  test.describe('the newsletter', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource.*400/] });
    test('refuses a payload as e-mail without running it', async ({ page }) => {
      const guard = watch(page);
      await page.goto('/');
      await waitForHydration(page);
      const footer = page.getByRole('contentinfo');
      const t = (key: string) => text('es', 'common', `newsletter.${key}`);
      const email = footer.getByRole('textbox', { name: t('email') });
      await email.fill(`${PAYLOADS.svg}@example.com`);
      await footer.getByRole('checkbox', { name: new RegExp(t('consentBefore').trim()) }).check();
      await footer.getByRole('button', { name: t('submit') }).click();
      await expect(footer.locator('#newsletter-email-error')).toHaveText(LEAD_MESSAGES.es.email);
      await expect(email).toHaveValue(`${PAYLOADS.svg}@example.com`);
      await guard.expectNothingRan();
    });
  });
});
