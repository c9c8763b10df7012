import { LANGS, ROUTES, routePaths, routeUrl, type Lang } from '@studio/shared';
import { loadContent } from '@studio/content';
import { test, expect } from './support/fixtures';
import { decodeEntities } from './support/html';
import { text } from './support/locales';

/** The address the pages link to as their own: the settings' siteUrl. */
const SITE = loadContent().settings.siteUrl;

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe('every page is served prerendered in each language', () => {
  for (const route of ROUTES) {
    for (const lang of LANGS) {
      const url = routeUrl(route.id, lang);
      test(`${url} (${route.id}, ${lang})`, async ({ request }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(attribute(html, /<html lang="([^"]+)"/)).toBe(lang);
        const title = text(lang, 'common', `meta.${route.id}.title`);
        const description = text(lang, 'common', `meta.${route.id}.description`);
        const decoded = (pattern: RegExp) => decodeEntities(attribute(html, pattern) ?? '');
        expect(decoded(/<title>([^<]*)<\/title>/)).toBe(title);
        expect(decoded(/<meta name="description" content="([^"]*)"/)).toBe(description);
        expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}${url}`);
        const alternates = [
          ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
        ];
        expect(Object.fromEntries(alternates.map((m) => [m[1], m[2]]))).toEqual({
          es: `${SITE}${routeUrl(route.id, 'es')}`,
          ca: `${SITE}${routeUrl(route.id, 'ca')}`,
          en: `${SITE}${routeUrl(route.id, 'en')}`,
          'x-default': `${SITE}${routeUrl(route.id, 'es')}`,
        });
        // Real content in the HTML, not only after JavaScript runs.
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain(text(lang, 'common', 'footer.contact.scheduleValue'));
      });
    }
  }

  test('aliases and translated legal paths show the right page', async ({ request }) => {
    for (const route of ROUTES) {
      for (const { path, lang } of routePaths(route)) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const shown: Lang = lang ?? 'es';
        expect(attribute(html, /<html lang="([^"]+)"/), path).toBe(shown);
        expect(html, path).toContain(
          `<link rel="canonical" href="${SITE}${routeUrl(route.id, shown)}"`,
        );
      }
    }
  });

  test('`lng` also selects the language', async ({ request }) => {
    const html = await (await request.get('/faq?lng=en')).text();
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe('en');
  });
});

test.describe('unknown paths', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answer 404 with a translated page that links home', async ({ page }) => {
    const response = await page.goto('/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'common', 'notFound.title'),
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: text('es', 'common', 'notFound.home') }),
    ).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('are translated by `lang`', async ({ page }) => {
    const response = await page.goto('/nope?lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'common', 'notFound.title'),
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: text('en', 'common', 'notFound.home') }),
    ).toHaveAttribute('href', '/?lang=en');
  });

  test('API paths answer JSON', async ({ request }) => {
    const response = await request.get('/api/v1/nope');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });
});
