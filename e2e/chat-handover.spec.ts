import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { LEAD_MESSAGES, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { leadsCli } from './support/leads-cli';
import { text } from './support/locales';

/**
 * The chat's hand-over to the studio (decision 017): a question the assistant cannot answer, the
 * offer, the form inside the chat window (errors, then success), the confirmation with the
 * tracking link, and the lead with its conversation in the studio's command line.
 */

const chat = (lang: Lang, key: string) => text(lang, 'chat', key);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Questions about work the site says nothing of: the built-in assistant cannot answer them, so
 * it offers the hand-over (a question off the studio's topics altogether, "do you repair washing
 * machines?", gets a polite decline instead).
 */
const QUESTIONS: Record<Lang, string> = {
  es: '¿Hacéis desarrollo de videojuegos?',
  ca: 'Feu desenvolupament de videojocs?',
  en: 'Do you build video games?',
};

const pagePath = (lang: Lang) => (lang === 'es' ? '/' : `/?lang=${lang}`);

async function openChat(page: Page, lang: Lang) {
  await page.goto(pagePath(lang));
  await waitForHydration(page);
  await page.getByRole('button', { name: text(lang, 'common', 'chat.open') }).click();
  const dialog = page.getByRole('dialog', { name: chat(lang, 'title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="chat-handover"]')
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

function fields(form: Locator, lang: Lang) {
  return {
    email: form.getByRole('textbox', { name: chat(lang, 'handover.email') }),
    name: form.getByRole('textbox', { name: chat(lang, 'handover.name') }),
    consent: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: chat(lang, 'handover.submit') }),
    cancel: form.getByRole('button', { name: chat(lang, 'handover.cancel') }),
  };
}

for (const width of [360, 1280]) {
  test.describe(`chat hand-over at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 740 : 900 } });

    for (const lang of ['es', 'ca', 'en'] as Lang[]) {
      test(`passes an unanswered question to the studio (${lang})`, async ({ page }) => {
        const messages = LEAD_MESSAGES[lang];
        const dialog = await openChat(page, lang);
        const input = dialog.getByRole('textbox', { name: chat(lang, 'inputLabel') });
        await input.fill(QUESTIONS[lang]);
        await input.press('Enter');

        // The assistant has no answer: the chat offers to pass the question on.
        const offer = dialog.getByRole('button', { name: chat(lang, 'handover.offerButton') });
        await expect(offer).toBeVisible();
        await expect(dialog).toContainText(chat(lang, 'handover.offer'));
        await offer.click();

        const form = dialog.getByRole('form', { name: chat(lang, 'handover.title') });
        await expect(form).toBeVisible();
        const field = fields(form, lang);
        await expect(field.email).toBeFocused();
        // The quick options and the message input give way to the form.
        await expect(input).toBeHidden();
        const consentLink = form.getByRole('link', { name: chat(lang, 'handover.consentLink') });
        await expect(consentLink).toHaveAttribute('target', '_blank');
        await expect(consentLink).toHaveAttribute(
          'href',
          { es: '/legal/privacidad', ca: '/legal/privacitat', en: '/legal/privacy' }[lang],
        );
        expect(await axeViolations(page), 'the hand-over form').toEqual([]);
        await page.screenshot({
          path: test.info().outputPath(`chat-handover-${lang}-${width}.png`),
        });

        // An empty submit: messages under the fields, the alert, focus on the first one.
        await field.submit.click();
        await expect(form.getByRole('alert')).toHaveText(messages.validation);
        await expect(form).toContainText(messages.email);
        await expect(form).toContainText(messages.privacy_consent);
        await expect(field.email).toHaveAttribute('aria-invalid', 'true');
        await expect(field.email).toBeFocused();
        expect(await axeViolations(page), 'the hand-over form with errors').toEqual([]);
        await page.screenshot({
          path: test.info().outputPath(`chat-handover-${lang}-${width}-errors.png`),
        });

        const email = `handover.${lang}.${width}.${Date.now()}@example.com`;
        await field.email.fill(email);
        await field.name.fill('Laia Serra');
        await field.consent.check();
        await field.submit.click();

        // What happens next and when, with the tracking link; focus on it.
        const done = dialog.getByTestId('chat-handed');
        await expect(done).toBeFocused();
        await expect(done).toContainText(/24/);
        await expect(form).toBeHidden();
        await expect(input).toBeVisible();
        const tracking = done.getByRole('link', { name: chat(lang, 'handover.tracking') });
        await expect(tracking).toHaveAttribute(
          'href',
          /\/seguimiento\?(lang=[a-z]{2}&)?t=[\w-]{43}$/,
        );
        await page.screenshot({
          path: test.info().outputPath(`chat-handover-${lang}-${width}-done.png`),
        });

        // The studio sees the lead, marked as from the chat, with the conversation.
        const listed = JSON.parse(leadsCli('list', '--json')) as {
          id: string;
          source: string;
          lang: string;
          lead: { email: string };
        }[];
        const stored = listed.find((entry) => entry.lead.email === email);
        expect(stored, 'the lead is in the database').toMatchObject({ source: 'chat', lang });
        expect(leadsCli('list')).toMatch(new RegExp(`${stored?.id}.*chat .*Laia Serra`));
        const shown = leadsCli('show', stored?.id ?? '');
        expect(shown).toContain('source: chat');
        expect(shown).toContain('name: Laia Serra');
        expect(shown).toContain(`conversation:\n  visitor: ${QUESTIONS[lang]}`);
        expect(shown).toContain('  assistant: ');

        if (width === 1280) {
          // The tracking page says where the request came from and shows the question.
          await page.goto((await tracking.getAttribute('href')) ?? '');
          const summary = page.locator('.tracking__summary');
          await expect(summary).toContainText(text(lang, 'contact', 'tracking.fromChat'));
          await expect(summary).toContainText(QUESTIONS[lang]);
        }
      });
    }
  });
}

test.describe('chat hand-over, keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('asks for a person from the quick options, cancels, and Escape still closes', async ({
    page,
  }) => {
    const dialog = await openChat(page, 'es');
    const input = dialog.getByRole('textbox', { name: chat('es', 'inputLabel') });
    await expect(input).toBeFocused();
    // The last quick option, just before the input.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: chat('es', 'quick.person') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(chat('es', 'handover.personAnswer'));
    const form = dialog.getByRole('form', { name: chat('es', 'handover.title') });
    const field = fields(form, 'es');
    await expect(field.email).toBeFocused();
    await page.keyboard.type('teclado@example.com');
    await page.keyboard.press('Tab');
    await expect(field.name).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field.consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(field.consent).toBeChecked();
    await page.keyboard.press('Tab'); // the privacy link
    await page.keyboard.press('Tab');
    await expect(field.cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
    await expect(input).toBeFocused();

    // Open it again and close the whole window with Escape from a field.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(field.email).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
