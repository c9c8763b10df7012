import { LEAD_MESSAGES } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { holdRequests } from './support/network';
import { text } from './support/locales';

/**
 * No tap is lost (decisions 009 and 022). A prerendered page shows its buttons before its
 * islands run: a tap then is kept and replayed once they have hydrated
 * (apps/web/src/app/early-taps.ts), also when the island tapped is the last one to load. With
 * the CPU four times slower, as Lighthouse's phone.
 */
/** React's renderer for the islands: until it loads, no island has a listener. */
const RENDERER = /\/assets\/client\.[\w-]+\.js$/;
const next = text('es', 'contact', 'form.next');
const required = LEAD_MESSAGES.es.project_type;

test.describe('a first tap takes effect', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });

  test('before the app has loaded: "Continuar" answers once the page is interactive', async ({
    page,
  }) => {
    // The page shows, its app held back: a tap now reaches no React listener.
    const app = await holdRequests(page, RENDERER);
    await page.goto('/contacto', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: next }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
    app.release();
    await waitForHydration(page);
    await expect(page.getByText(required)).toBeVisible();
    // Once, not twice: the step did not move and one message shows.
    await expect(page.getByText(required)).toHaveCount(1);
  });

  test('before the app has loaded: a project type chosen then is chosen once interactive', async ({
    page,
  }) => {
    const app = await holdRequests(page, RENDERER);
    await page.goto('/contacto', { waitUntil: 'domcontentloaded' });
    const label = text('es', 'contact', 'form.types.tienda-online.label');
    const shop = page.getByRole('radio', { name: new RegExp(label) });
    await page.locator('label.quote-type', { hasText: label }).click();
    // Kept, not toggled by the browser: the app decides once it runs.
    await expect(shop).not.toBeChecked();
    app.release();
    await waitForHydration(page);
    await expect(shop).toBeChecked();
    await page.getByRole('button', { name: next }).click();
    await expect(page.getByText(LEAD_MESSAGES.es.product_type)).toHaveCount(0);
    await expect(page.locator('form.quote-form')).toContainText(
      text('es', 'contact', 'form.fields.product_type'),
    );
  });

  test('while the other islands run: a tap on the one still loading is answered once', async ({
    page,
  }) => {
    // The header's and the chat's islands hydrate; the quote form's code is held back.
    const form = await holdRequests(page, /\/assets\/quote-form\.[\w-]+\.js$/);
    await page.goto('/contacto');
    await expect(page.locator('astro-island[component-url*="mobile-menu"]')).not.toHaveAttribute(
      'ssr',
    );
    await page.getByRole('button', { name: next }).click();
    form.release();
    await waitForHydration(page);
    await expect(page.getByText(required)).toBeVisible();
    await expect(page.getByText(required)).toHaveCount(1);
  });
});

test('react-dom runs the islands: its fiber keys are on their DOM once hydrated', async ({
  page,
}) => {
  await page.goto('/contacto');
  await waitForHydration(page);
  const keys = await page.evaluate(() =>
    ['.menu-button', 'form.quote-form', '.chat-launcher'].map((selector) =>
      Object.keys(document.querySelector(selector) ?? {}).filter((key) =>
        /^__react(Fiber|Props|Container)\$/.test(key),
      ),
    ),
  );
  for (const found of keys) expect(found.length).toBeGreaterThan(0);
});
