import { LANGS, langUrl, routeUrl } from '@studio/shared';
import { contentPages } from './support/content-pages';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * The blog as a reader meets it, in each language, on whatever posts the studio has published:
 * the list, a post and its parts, the switch to a translation, the feed.
 */

const posts = (lang: string) =>
  contentPages().filter((page) => page.lang === lang && page.url.startsWith('/blog/'));

test.describe('the blog', () => {
  for (const lang of LANGS) {
    test(`${lang}: the navigation leads to the blog, which lists the posts newest first`, async ({
      page,
    }) => {
      await page.goto(routeUrl('home', lang));
      await page
        .getByRole('navigation', { name: /.+/ })
        .first()
        .getByRole('link', { name: 'Blog', exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog${lang === 'es' ? '$' : `\\?lang=${lang}$`}`));
      const cards = page.locator('.post-card');
      await expect(cards).toHaveCount(Math.min(posts(lang).length, 10));
      const dates = await cards
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
      expect(dates).toEqual([...dates].sort().reverse());
      const links = await cards
        .locator('.post-card__title a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      for (const href of links) expect(posts(lang).map((p) => p.url)).toContain(href);
    });
  }

  test('a category shows only its posts, and "all" shows them all again', async ({ page }) => {
    await page.goto('/blog');
    const all = await page.locator('.post-card').count();
    const filter = page.getByRole('navigation', { name: 'Filtrar por categoría' });
    const category = filter.getByRole('link').nth(1);
    const name = (await category.textContent())!;
    await category.click();
    await expect(page).toHaveURL(/\/blog\/categoria\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const tags = await page.locator('.post-card .tag').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set([name]));
    await page
      .getByRole('navigation', { name: 'Filtrar por categoría' })
      .getByRole('link')
      .first()
      .click();
    await expect(page.locator('.post-card')).toHaveCount(all);
  });

  test('a post: its title, author, contents, share links, copy link and call to action', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { url } = posts('es')[0]!;
    await page.goto(url);
    await waitForHydration(page);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(
      new RegExp(`^${title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
    );
    await expect(page.locator('.post__dates')).toContainText(/\d+ min de lectura/);

    // Every entry of the contents goes to a heading of the post.
    const contents = page.getByRole('navigation', { name: 'En este artículo' });
    for (const href of await contents
      .getByRole('link')
      .evaluateAll((a) => a.map((x) => x.getAttribute('href')))) {
      await expect(page.locator(`.post__body ${href}`)).toHaveCount(1);
    }

    const shareUrl = new URL(url, 'https://onastudio.es').pathname;
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(shareUrl)}`),
    );
    await expect(page.getByRole('link', { name: 'Enviar por correo' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${shareUrl}$`),
    );

    await expect(page.getByRole('link', { name: 'Pedir presupuesto' }).last()).toHaveAttribute(
      'href',
      '/contacto#formulario',
    );

    // The author's card leads to the author on the team page.
    const author = page.locator('.post__byline a');
    const name = await author.textContent();
    await author.click();
    await expect(page).toHaveURL(/\/quienes-somos#team-[a-z]+$/);
    await expect(page.locator(':target')).toHaveText(name!);
  });

  test('the language switcher goes to the translation of the post', async ({ page }) => {
    const { url } = posts('es')[0]!;
    const key = url.replace(/^\/blog\//, '');
    await page.goto(url);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(langUrl(`/blog/${key}`, 'en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a post tells search engines what it is: BlogPosting and breadcrumbs', async ({ page }) => {
    const { url } = posts('ca')[0]!;
    await page.goto(url);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    const posting = data.find((item) => item['@type'] === 'BlogPosting');
    expect(posting.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(posting.inLanguage).toBe('ca');
    expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.find((item) => item['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
  });

  for (const lang of LANGS) {
    test(`${lang}: the feed lists the language's posts`, async ({ request }) => {
      const response = await request.get(`/blog/rss.${lang}.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/xml/);
      const xml = await response.text();
      const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]).slice(1);
      expect(
        links
          .map(
            (link) =>
              new URL(link!.replace(/&amp;/g, '&')).pathname +
              new URL(link!.replace(/&amp;/g, '&')).search,
          )
          .sort(),
      ).toEqual(
        posts(lang)
          .map((post) => post.url)
          .sort(),
      );
    });
  }
});
