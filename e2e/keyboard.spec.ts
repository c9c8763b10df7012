import { LEAD_MESSAGES } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { expectVisibleFocus, tabTo } from './support/focus';
import { text } from './support/locales';

/**
 * A visitor without a mouse: only page.keyboard (Tab, Shift+Tab, arrows, Space, Enter, Escape),
 * and at every Tab stop the focused element shows a visible, contrasting, uncovered indicator.
 */
const es = (key: string) => text('es', 'contact', key);
const msg = LEAD_MESSAGES.es;

test.describe('keyboard only', () => {
  test.slow(); // dozens of Tab stops, each measured

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`a visitor requests a quote with the keyboard at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contacto');
      await waitForHydration(page);
      const form = page.locator('form.quote-form');

      // Step 1: Tab from the top of the page into the type group, arrows choose a type.
      const firstType = form.getByRole('radio').first();
      await tabTo(page, firstType);
      await page.keyboard.press('ArrowRight');
      const business = form.getByRole('radio', {
        name: new RegExp(`^${es('form.types.web-empresarial.label')}`),
      });
      await expect(business).toBeChecked();
      await expect(business).toBeFocused();
      await expectVisibleFocus(page);
      const next = form.getByRole('button', { name: es('form.next') });
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      // Step 2: focus moves to the step's heading; Enter on "Next" with the required field
      // empty shows its error and puts focus on it.
      await expect(form.getByRole('heading', { name: es('form.detailsLegend') })).toBeFocused();
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      const industry = form.getByRole('textbox', { name: es('form.fields.industry') });
      await expect(form.locator('#quote-industry-error')).toHaveText(msg.industry);
      await expect(industry).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.type('Despacho de arquitectura');
      await expect(industry).toHaveValue('Despacho de arquitectura');
      const blog = form.getByRole('checkbox', {
        name: es('form.options.functionalities.blog'),
        exact: true,
      });
      await tabTo(page, blog);
      await page.keyboard.press('Space');
      await expect(blog).toBeChecked();
      // Back to the text field with Shift+Tab: what was typed is kept.
      await tabTo(page, industry, { back: true });
      await expect(industry).toHaveValue('Despacho de arquitectura');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      // Step 3: contact details, consent with Space, send with Enter.
      await expect(form.getByRole('heading', { name: es('form.contactLegend') })).toBeFocused();
      const name = form.getByRole('textbox', { name: es('form.fields.name') });
      await tabTo(page, name);
      await page.keyboard.type('Laia Serra');
      await page.keyboard.press('Tab');
      const email = form.getByRole('textbox', { name: es('form.fields.email') });
      await expect(email).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.type(`laia.keyboard.${viewport.width}@example.com`);
      await tabTo(page, form.getByRole('textbox', { name: es('form.fields.company') }));
      await page.keyboard.type('Serra Studio SL');
      const consent = form.getByRole('checkbox', {
        name: new RegExp(es('form.consent.before').trim()),
      });
      await tabTo(page, consent);
      await page.keyboard.press('Space');
      await expect(consent).toBeChecked();
      await tabTo(page, form.getByRole('button', { name: es('form.submit') }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/contacto\/gracias$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('thanks.title'));
    });
  }

  test('a visitor chats with the assistant with the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const chat = (key: string) => text('es', 'chat', key);

    // The chat button is the page's last stop: one Shift+Tab from the top reaches it.
    const launcher = page.getByRole('button', { name: text('es', 'common', 'chat.open') });
    await tabTo(page, launcher, { back: true, max: 3 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: chat('title') });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('textbox', { name: chat('inputLabel') });
    await expect(input).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.type('¿Cuánto cuesta una tienda online?');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.chat-msg--user')).toContainText(
      '¿Cuánto cuesta una tienda online?',
    );
    await expect(dialog.locator('.chat-msg--bot')).toHaveCount(2);
    await expect(dialog.locator('.chat-msg--bot').last()).not.toBeEmpty();
    await expect(input).toBeFocused();

    // A quick reply, reached with Shift+Tab and pressed with Space.
    // Exact: a suggestion under the answer may start with the same word ("Servicios: …").
    const services = dialog.getByRole('button', { name: chat('quick.services'), exact: true });
    await tabTo(page, services, { back: true, max: 10 });
    await page.keyboard.press('Space');
    await expect(dialog.locator('.chat-msg--bot').last()).toContainText(
      chat('servicesAnswer').slice(0, 30),
    );

    // The message log scrolls with the keyboard: it is a Tab stop.
    await tabTo(page, dialog.getByRole('log'), { back: true, max: 10 });

    // Escape closes the window and gives focus back to the chat button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expectVisibleFocus(page);
  });
});
