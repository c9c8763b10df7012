import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { SERVICE_SLUGS, type Lang } from '@studio/shared';
import { loadContent } from '@studio/content';
import { test, expect, waitForHydration } from './support/fixtures';
import { money, spaces } from './support/figures';
import { holdRequests } from './support/network';
import { markdownLinks, shown, text } from './support/locales';

const chat = (lang: Lang, key: string) => text(lang, 'chat', key);

async function openChat(page: Page, lang: Lang = 'es') {
  await page.getByRole('button', { name: text(lang, 'common', 'chat.open') }).click();
  const dialog = page.getByRole('dialog', { name: chat(lang, 'title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function ask(page: Page, question: string, lang: Lang = 'es') {
  const input = page.getByRole('textbox', { name: chat(lang, 'inputLabel') });
  await input.fill(question);
  await input.press('Enter');
}

/** Requests that asked the server for an answer (not the status call). */
function chatPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/chat') posts.push(request);
  });
  return posts;
}

test.describe('chat widget', () => {
  test('loads the window only when opened, focuses the input, closes on Escape', async ({
    page,
  }) => {
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (/chat-widget/.test(request.url())) widgetRequests.push(request.url());
    });
    await page.goto('/servicios');
    await waitForHydration(page);
    const launcher = page.getByRole('button', { name: text('es', 'common', 'chat.open') });
    await expect(launcher).toBeVisible();
    expect(widgetRequests, 'the widget is not in the initial bundle').toEqual([]);

    const dialog = await openChat(page);
    expect(widgetRequests.some((url) => url.endsWith('.js'))).toBe(true);
    await expect(dialog.getByRole('textbox', { name: chat('es', 'inputLabel') })).toBeFocused();
    await expect(dialog).toContainText(chat('es', 'welcome'));
    await expect(dialog.getByRole('link', { name: chat('es', 'privacy') })).toHaveAttribute(
      'href',
      '/legal/privacidad',
    );

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('shows a prompt bubble after 20 s if never opened', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const bubble = page.getByRole('button', { name: text('es', 'common', 'chat.nudge') });
    await page.clock.runFor(19_000);
    await expect(bubble).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(bubble).toBeVisible();
    await bubble.click();
    await expect(page.getByRole('dialog', { name: chat('es', 'title') })).toBeVisible();

    // Opened once: no bubble on the next pages.
    await page.goto('/faq');
    await waitForHydration(page);
    await page.clock.runFor(25_000);
    await expect(bubble).toBeHidden();
  });

  test('quick options: quote form, services, and the six project types', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    let dialog = await openChat(page);
    await dialog.getByRole('button', { name: chat('es', 'quick.services') }).click();
    await expect(dialog).toContainText(shown(chat('es', 'servicesAnswer')));
    const [servicesLink] = markdownLinks(chat('es', 'servicesAnswer'));
    await expect(dialog.getByRole('link', { name: servicesLink?.words })).toHaveAttribute(
      'href',
      '/servicios',
    );

    await dialog.getByRole('button', { name: chat('es', 'quick.deadlines') }).click();
    await expect(dialog).toContainText(chat('es', 'deadlinesQuestion'));
    for (const slug of SERVICE_SLUGS) {
      await expect(dialog.getByRole('link', { name: chat('es', `types.${slug}`) })).toHaveAttribute(
        'href',
        `/contacto?tipo=${slug}`,
      );
    }
    await dialog.getByRole('link', { name: chat('es', 'types.tienda-online') }).click();
    await expect(page).toHaveURL(/\/contacto\?tipo=tienda-online$/);

    dialog = await openChat(page);
    await dialog.getByRole('button', { name: chat('es', 'quick.quote') }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test('answers which AI it is locally, naming the built-in assistant', async ({ page }) => {
    const posts = chatPosts(page);
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openChat(page);
    await expect(dialog.getByRole('button', { name: chat('es', 'send') })).toBeDisabled();
    await ask(page, '¿Qué IA usáis? ¿Es ChatGPT?');
    await expect(dialog).toContainText(shown(chat('es', 'model.builtin')));
    await ask(page, 'Which model is this?');
    await expect(dialog.locator('.chat-msg--bot')).toHaveCount(3);
    expect(posts, 'no request went to /api/v1/chat').toEqual([]);
  });

  for (const [lang, question, shopPage] of [
    ['es', '¿Cuánto cuesta una tienda online?', '/servicios/tienda-online'],
    ['ca', 'Quant costa una botiga en línia?', '/servicios/tienda-online?lang=ca'],
    ['en', 'How much is an online shop?', '/servicios/tienda-online?lang=en'],
  ] as const) {
    test(`the built-in assistant answers a price question in ${lang}`, async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await waitForHydration(page);
      const dialog = await openChat(page, lang);
      await ask(page, question, lang);
      await expect(dialog.locator('.chat-msg--user')).toHaveText(
        new RegExp(question.replace(/[?]/g, '\\?')),
      );
      // The site's words, and a link to where the site says them: the shop's page.
      const answer = dialog.locator('.chat-msg--bot').last();
      // The shop's price as its page writes it, from the pricing table (Intl's no-break space
      // read as the page's).
      await expect(answer).toContainText(
        spaces(money(loadContent().pricing.services['tienda-online'].from.amount, lang)),
      );
      await expect(answer.getByRole('link').last()).toHaveAttribute(
        'href',
        new RegExp(`^${shopPage.replace(/[?]/g, '\\?')}(#[\\w-]+)?$`),
      );
      // A clear answer: no hand-over offered.
      await expect(dialog.locator('.chat-offer')).toHaveCount(0);
    });
  }

  test('shows a typing indicator and blocks sending while waiting', async ({ page }) => {
    const chatAnswer = await holdRequests(page, '**/api/v1/chat');
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openChat(page);
    await ask(page, 'Hola');
    const typing = dialog.getByRole('status').filter({ hasText: chat('es', 'typing') });
    await expect(typing).toBeAttached();
    const input = dialog.getByRole('textbox', { name: chat('es', 'inputLabel') });
    await input.fill('Otra pregunta');
    await expect(dialog.getByRole('button', { name: chat('es', 'send') })).toBeDisabled();
    await input.press('Enter');
    await expect(dialog.locator('.chat-msg--user')).toHaveCount(1);
    chatAnswer.release();
    await expect(dialog.locator('.chat-msg--bot').last()).toContainText(
      loadContent().settings.studioName,
    );
    await expect(typing).not.toBeAttached();
    await expect(dialog.getByRole('button', { name: chat('es', 'send') })).toBeEnabled();
  });

  test('names the LLM and its model when the server uses one, still without a request', async ({
    page,
  }) => {
    const posts = chatPosts(page);
    await page.route('**/api/v1/chat/status', (route) =>
      route.fulfill({
        json: { available: true, provider: 'openai-compatible', model: 'llama3.2' },
      }),
    );
    await page.goto('/?lang=ca');
    await waitForHydration(page);
    const dialog = await openChat(page, 'ca');
    await expect(dialog).toContainText(chat('ca', 'legalLlm'));
    await ask(page, 'Quina IA fas servir?', 'ca');
    await expect(dialog.locator('.chat-msg--bot').last()).toHaveText(
      new RegExp(chat('ca', 'model.llm').replace('{{model}}', 'llama3\\.2').slice(0, 60)),
    );
    expect(posts).toEqual([]);
  });

  test('minimizes, maximizes and passes an accessibility check', async ({ page }) => {
    test.slow(); // axe-core on a shared machine
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openChat(page);
    await ask(page, 'Hola');
    await expect(dialog.locator('.chat-msg--bot')).toHaveCount(2);
    const results = await new AxeBuilder({ page }).include('.chat-window').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const input = dialog.getByRole('textbox', { name: chat('es', 'inputLabel') });
    await dialog.getByRole('button', { name: chat('es', 'minimize') }).click();
    await expect(input).toBeHidden();
    await dialog.getByRole('button', { name: chat('es', 'restore') }).click();
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();

    await dialog.getByRole('button', { name: chat('es', 'maximize') }).click();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(Math.floor(1280 * 0.92));
    expect(box?.height).toBe(Math.floor(720 * 0.6));
    await dialog.getByRole('button', { name: chat('es', 'unmaximize') }).click();
    expect((await dialog.boundingBox())?.width).toBeLessThan(500);

    await dialog.getByRole('button', { name: chat('es', 'close') }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: text('es', 'common', 'chat.open') }),
    ).toBeFocused();
  });

  test('ignores a blank message', async ({ page }) => {
    const posts = chatPosts(page);
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openChat(page);
    await ask(page, '   ');
    await expect(dialog.getByRole('button', { name: chat('es', 'send') })).toBeDisabled();
    await expect(dialog.locator('.chat-msg--user')).toHaveCount(0);
    const input = dialog.getByRole('textbox', { name: chat('es', 'inputLabel') });
    await input.fill('Primera línea');
    await input.press('Shift+Enter');
    await input.pressSequentially('segunda');
    await expect(input).toHaveValue('Primera línea\nsegunda');
    await expect(dialog.locator('.chat-msg--user')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('keeps the conversation across navigation and reload, and clears it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    let dialog = await openChat(page);
    await ask(page, '¿Cuál es vuestro horario?');
    await expect(dialog.locator('.chat-msg--bot').last()).toContainText(/lunes a viernes/i);

    await page
      .getByRole('navigation', { name: text('es', 'common', 'nav.label') })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(dialog.locator('.chat-msg--user')).toHaveText(/vuestro horario/);

    await page.reload();
    await waitForHydration(page);
    dialog = page.getByRole('dialog', { name: chat('es', 'title') });
    await expect(dialog.locator('.chat-msg--user')).toHaveText(/vuestro horario/);

    await dialog.getByRole('button', { name: chat('es', 'clear') }).click();
    await expect(dialog.locator('.chat-msg--user')).toHaveCount(0);
  });

  for (const [width, height, heightRatio] of [
    [1280, 800, 0.6],
    [600, 800, 0.7],
  ] as const) {
    test(`resizes within 280x260 and 92 % x ${heightRatio * 100} % at ${width} px`, async ({
      page,
    }) => {
      test.slow(); // 160 key presses on a shared machine
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await waitForHydration(page);
      const dialog = await openChat(page);
      const handle = dialog.getByRole('button', { name: chat('es', 'resize') });
      await handle.focus();
      for (let i = 0; i < 40; i += 1) {
        await handle.press('Shift+ArrowLeft');
        await handle.press('Shift+ArrowUp');
      }
      let box = await dialog.boundingBox();
      expect(box?.width).toBe(Math.floor(width * 0.92));
      expect(box?.height).toBe(Math.floor(height * heightRatio));
      for (let i = 0; i < 40; i += 1) {
        await handle.press('Shift+ArrowRight');
        await handle.press('Shift+ArrowDown');
      }
      box = await dialog.boundingBox();
      expect(box?.width).toBe(280);
      expect(box?.height).toBe(260);

      // Dragging the corner with the pointer, past the maximum.
      const start = await handle.boundingBox();
      if (!start) throw new Error('no resize handle');
      await page.mouse.move(start.x + 5, start.y + 5);
      await page.mouse.down();
      await page.mouse.move(0, 0, { steps: 5 });
      await page.mouse.up();
      box = await dialog.boundingBox();
      expect(box?.height).toBe(Math.floor(height * heightRatio));

      // A smaller viewport re-clamps the open window.
      await page.setViewportSize({ width: 500, height: 500 });
      await expect
        .poll(async () => (await dialog.boundingBox())?.height)
        .toBe(Math.floor(500 * 0.7));
    });
  }
});

test.describe('chat widget with the assistant off', () => {
  test('shows the offline message and keeps the quick options', async ({ page }) => {
    const posts = chatPosts(page);
    await page.route('**/api/v1/chat/status', (route) =>
      route.fulfill({ json: { available: false, provider: null, model: null } }),
    );
    await page.goto('/?lang=ca');
    await waitForHydration(page);
    const dialog = await openChat(page, 'ca');
    await expect(dialog.getByText(chat('ca', 'offline.message'))).toBeVisible();
    await expect(dialog.getByRole('link', { name: chat('ca', 'offline.quote') })).toHaveAttribute(
      'href',
      '/contacto?lang=ca',
    );
    await expect(dialog.getByRole('textbox', { name: chat('ca', 'inputLabel') })).toBeDisabled();
    await dialog.getByRole('button', { name: chat('ca', 'quick.services') }).click();
    await expect(dialog).toContainText(shown(chat('ca', 'servicesAnswer')));
    expect(posts).toEqual([]);
  });
});

test.describe('chat widget without the API', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('shows the offline message with the quote form and WhatsApp', async ({ page }) => {
    await page.route('**/api/v1/chat*', (route) => route.abort());
    await page.route('**/api/v1/chat/status', (route) => route.abort());
    await page.goto('/?lang=en');
    await waitForHydration(page);
    const dialog = await openChat(page, 'en');
    await expect(dialog.getByText(chat('en', 'offline.message'))).toBeVisible();
    await expect(dialog.getByRole('link', { name: chat('en', 'offline.quote') })).toHaveAttribute(
      'href',
      '/contacto?lang=en',
    );
    await expect(
      dialog.getByRole('link', { name: chat('en', 'offline.whatsapp') }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await ask(page, 'How much is a shop?', 'en');
    await expect(dialog.locator('.chat-msg--error')).toContainText(chat('en', 'errors.send'));
  });
});

test.describe('chat answers and errors', () => {
  test.use({ allowedConsoleErrors: [/status of (429|500)/] });

  test('shows a streamed answer piece by piece, and the error catalogue', async ({ page }) => {
    let call = 0;
    await page.route('**/api/v1/chat', async (route) => {
      call += 1;
      if (call === 1) {
        await route.fulfill({
          status: 200,
          contentType: 'text/event-stream; charset=utf-8',
          body:
            'data: {"delta":"Una web "}\n\ndata: {"delta":"cuesta desde 800 €. "}\n\n' +
            'data: {"delta":"Pide presupuesto en /contacto."}\n\nevent: done\ndata: {}\n\n',
        });
      } else if (call === 2) {
        await route.fulfill({
          status: 200,
          contentType: 'text/event-stream',
          body: 'event: error\ndata: {"error":"El asistente ha tardado demasiado en responder."}\n\n',
        });
      } else if (call === 3) {
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"reply":""}' });
      } else if (call === 4) {
        await route.fulfill({
          status: 429,
          json: { error: 'Too many requests, retry in 1 minute' },
        });
      } else {
        await route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<h1>Bad gateway</h1>',
        });
      }
    });
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openChat(page);
    const lastBot = dialog.locator('.chat-msg--bot').last();
    await ask(page, '¿Precio de una web?');
    // A bare site path reads as the page's name (chat-text.tsx).
    await expect(lastBot).toContainText(
      `Una web cuesta desde 800 €. Pide presupuesto en ${chat('es', 'links.contact')}.`,
    );
    await expect(lastBot.getByRole('link', { name: chat('es', 'links.contact') })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await ask(page, '¿Y el plazo?');
    await expect(lastBot).toContainText('El asistente ha tardado demasiado en responder.');
    await ask(page, '¿Y la garantía?');
    await expect(lastBot).toContainText(chat('es', 'errors.empty'));
    await ask(page, '¿Y el soporte?');
    await expect(lastBot).toContainText(chat('es', 'errors.tooMany'));
    await ask(page, '¿Y el hosting?');
    await expect(lastBot).toContainText(chat('es', 'errors.generic'));
  });
});
