import { ROUTES } from '@studio/shared';
import { loadContent } from '@studio/content';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

test.describe('languages', () => {
  test('a Catalan URL hydrates in Catalan without errors and stays Catalan', async ({ page }) => {
    await page.goto('/servicios?lang=ca');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page).toHaveTitle(text('ca', 'common', 'meta.services.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ca', 'services', 'intro.title'),
    );
    await expect(page).toHaveURL(/\?lang=ca$/);
  });

  test('the switcher loads the page in the other language and remembers it', async ({ page }) => {
    await page.goto('/servicios');
    await waitForHydration(page);
    const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Idioma' });
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/servicios\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'services', 'intro.title'),
    );
    await expect(page).toHaveTitle(text('en', 'common', 'meta.services.title'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${loadContent().settings.siteUrl}/servicios?lang=en`,
    );
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    // A later visit to a URL without `lang` shows the remembered language.
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'faq', 'intro.title'),
    );
  });

  test.describe('with the scripts of the next page held back', () => {
    test.use({
      allowedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/],
    });
    test('a switch loads a page whole in the other language, before any script runs', async ({
      page,
      request,
    }) => {
      const products = await request.get('/api/v1/products?lang=en');
      const [englishCard] = (await products.json()) as { title: string }[];
      await page.goto('/servicios');
      await waitForHydration(page);
      // Every page is a document of its own, prerendered in one language: with its scripts held
      // back, the English page already shows nothing but English.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Idioma' })
        .getByRole('link', { name: 'English' })
        .click();
      await expect(page).toHaveURL(/\/servicios\?lang=en$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text('en', 'services', 'intro.title'),
      );
      await expect(page.locator('.product-card h3').first()).toHaveText(englishCard!.title);
      await expect(page.getByRole('banner')).toContainText(text('en', 'common', 'nav.services'));
    });
  });

  test('links keep the language being shown', async ({ page }) => {
    await page.goto('/?lang=ca');
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('ca', 'common', 'nav.about') })
      .click();
    await expect(page).toHaveURL(/\/quienes-somos\?lang=ca$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ca', 'about', 'intro.title'),
    );
  });
});

test.describe('the language of a URL without `lang`, negotiated by the server', () => {
  test.describe('Catalan browser', () => {
    test.use({ locale: 'ca-ES' });
    test('gets the Catalan page at once, names it in the URL, stores no choice', async ({
      page,
      context,
    }) => {
      const response = await page.goto('/faq');
      expect(response?.headers()['content-language']).toBe('ca');
      expect(await response?.text()).toMatch(/<html lang="ca"/);
      await expect(page).toHaveURL(/\/faq\?lang=ca$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text('ca', 'faq', 'intro.title'),
      );
      // The browser's language is no choice of the visitor's: nothing is kept (decision 020).
      await waitForHydration(page);
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('i18nextLng');
    });
  });

  test.describe('unsupported browser language', () => {
    test.use({ locale: 'fr-FR' });
    test("falls through to the URL's own language, Spanish, and stores nothing", async ({
      page,
    }) => {
      await page.goto('/faq');
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    });
  });

  test.describe('Spanish browser', () => {
    test('stays on the Spanish page', async ({ page }) => {
      await page.goto('/faq');
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  });

  test.describe('translated legal path', () => {
    test.use({ locale: 'en-GB' });
    test('keeps its own language', async ({ page }) => {
      await page.goto('/legal/privacitat');
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/legal\/privacitat$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text('ca', 'legal', 'privacy.title'),
      );
    });
  });
});

test.describe('an English browser on Spanish URLs', () => {
  test.use({ locale: 'en-US' });
  // The server answers a URL without `lang` in the browser's language, so the page never
  // switches language (nor shifts) after it appears.
  for (const route of ROUTES.filter((r) => r.id !== 'tracking' && r.id !== 'thanks')) {
    test(`${route.path} comes in English and hydrates without errors`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(await response?.text()).toMatch(/<html lang="en"/);
      await waitForHydration(page);
      await expect(page).toHaveURL(/[?&]lang=en$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('a choice stored in the browser still wins over the browser language', async ({
    page,
    context,
  }) => {
    // A choice made before the cookie existed: in local storage only, which the server cannot see.
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ca'));
    const first = await page.goto('/faq');
    expect(await first?.text()).toMatch(/<html lang="en"/);
    await expect(page).toHaveURL(/\/faq\?lang=ca$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ca', 'faq', 'intro.title'),
    );
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ca');
    // The page switched once, and copied the choice into the cookie: the next visit's HTML is
    // already Catalan (decision 020).
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18nextLng')?.value).toBe(
      'ca',
    );
    const next = await page.goto('/servicios');
    expect(await next?.text()).toMatch(/<html lang="ca"/);
  });

  test('the home page does not shift while it loads and hydrates', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) w.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift).toBeLessThanOrEqual(0.01);
  });
});
