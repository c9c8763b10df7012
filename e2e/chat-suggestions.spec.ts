import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGS, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

/**
 * The built-in assistant, unsure which question the visitor means, offers the closest ones the
 * site answers as buttons; choosing one sends it as the visitor's message and gets the answer
 * from its passage, with the link to it. The team stays one click away.
 */

const chat = (lang: Lang, key: string) => text(lang, 'chat', key);

/**
 * Questions too vague for one passage, so the assistant offers the closest ones instead of
 * guessing: the tuning set's "vague" cases (apps/api/src/chat/eval/cases.ts), which the
 * assistant is held to answer with suggestions.
 */
const UNSURE: Record<Lang, string> = { es: '¿precios?', ca: 'preus?', en: 'prices?' };

const pagePath = (lang: Lang) => (lang === 'es' ? '/' : `/?lang=${lang}`);

async function openChat(page: Page, lang: Lang) {
  await page.goto(pagePath(lang));
  await waitForHydration(page);
  await page.getByRole('button', { name: text(lang, 'common', 'chat.open') }).click();
  const dialog = page.getByRole('dialog', { name: chat(lang, 'title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of [360, 1280]) {
  test.describe(`chat suggestions at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 700 ? 740 : 900 } });

    for (const lang of LANGS) {
      test(`offers the closest questions and answers the one chosen (${lang})`, async ({
        page,
      }, testInfo) => {
        test.slow(); // axe-core on a shared machine
        const dialog = await openChat(page, lang);
        const input = dialog.getByRole('textbox', { name: chat(lang, 'inputLabel') });
        await input.fill(UNSURE[lang]);
        await input.press('Enter');

        // The questions as a labelled group of buttons, then the offer of the team.
        const group = dialog.getByRole('group', { name: chat(lang, 'suggestions.label') });
        await expect(group).toBeVisible();
        const suggestions = group.getByRole('button');
        await expect(suggestions.first()).toBeEnabled();
        const count = await suggestions.count();
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(3);
        await expect(
          dialog.getByRole('button', { name: chat(lang, 'handover.offerButton') }),
        ).toBeVisible();

        const results = await new AxeBuilder({ page }).include('.chat-window').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
        if (lang === 'es') {
          // The window follows the conversation to its end (the offer): scroll its messages
          // back to the answer that introduces the questions, and wait for the site's fonts.
          await dialog.getByRole('log').evaluate((log) => {
            const answers = log.querySelectorAll('.chat-msg--bot:not(.chat-offer)');
            const intro = answers[answers.length - 1];
            if (!intro) return;
            log.scrollTop += intro.getBoundingClientRect().top - log.getBoundingClientRect().top;
          });
          await page.evaluate(async () => {
            await document.fonts.ready;
          });
          // For a person to look at (kept with the test's results, not in the repository).
          await dialog.screenshot({
            path: testInfo.outputPath(`chat-suggestions-es-${width}.png`),
          });
        }

        // Choosing one: it goes out as the visitor's message and is answered from its passage,
        // with the link to where the site says it, and no offer of the team this time.
        const chosen = (await suggestions.first().innerText()).trim();
        const answers = dialog.locator('.chat-msg--bot:not(.chat-offer)');
        const before = await answers.count();
        await suggestions.first().click();
        await expect(dialog.locator('.chat-msg--user').last()).toHaveText(
          `${chat(lang, 'you')}: ${chosen}`,
        );
        await expect(answers).toHaveCount(before + 1);
        await expect(answers.last().getByRole('link').last()).toHaveAttribute(
          'href',
          /^\/(?!\/)\S*$/,
        );
        // The answer is complete when the newest questions are live again: they wait for it
        // disabled (the answer may bring related questions of its own, or keep these).
        const newest = dialog
          .getByRole('group', { name: chat(lang, 'suggestions.label') })
          .last()
          .getByRole('button')
          .first();
        await expect(newest).toBeEnabled();
        await expect(dialog.locator('.chat-offer')).toHaveCount(1);

        // A person is still one click away: the quick option opens the hand-over form, and the
        // questions wait while it is open.
        await dialog.getByRole('button', { name: chat(lang, 'quick.person') }).click();
        const form = dialog.getByRole('form', { name: chat(lang, 'handover.title') });
        await expect(form).toBeVisible();
        await expect(
          form.getByRole('textbox', { name: chat(lang, 'handover.email') }),
        ).toBeFocused();
        await expect(newest).toBeDisabled();
      });
    }
  });
}
