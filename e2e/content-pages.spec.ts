import {
  SERVICE_SLUGS,
  sortFaqs,
  type ContentListName,
  type Faq,
  type Lang,
  type Product,
} from '@studio/shared';
import type { Page } from '@playwright/test';
import { loadContent } from '@studio/content';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

/** A content list as the pages show it: loaded, the studio's name and details filled in. */
function content<T>(lang: Lang, name: ContentListName): T {
  return loadContent().lists[lang][name] as T;
}

/** The related-service cards of each page, as the studio chose them. */
const RELATED: Record<string, string[]> = {
  'web-personal': ['web-empresarial', 'tienda-online', 'aplicacion-saas', 'ciberseguridad'],
  'web-empresarial': ['web-personal', 'tienda-online', 'aplicacion-saas', 'ciberseguridad'],
  'tienda-online': ['web-personal', 'web-empresarial', 'aplicacion-saas', 'ciberseguridad'],
  'aplicacion-saas': ['web-empresarial', 'aplicacion-movil', 'ciberseguridad'],
  ciberseguridad: ['aplicacion-saas', 'web-empresarial', 'tienda-online'],
  'aplicacion-movil': ['aplicacion-saas', 'web-empresarial', 'ciberseguridad'],
};

test.describe('services list', () => {
  test('"Ver más" for the six services, the quote form for the others', async ({ page }) => {
    await page.goto('/servicios');
    const products = content<Product[]>('es', 'products');
    const more = text('es', 'services', 'intro.more');
    for (const product of products) {
      const anchor =
        product.slug === 'asistencia-tecnica-oficinas' ? 'asistencia-tecnica' : product.slug;
      const card = page.locator(`[id="${anchor}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.title);
      await expect(card).toContainText(product.estimacion.plazo);
      if ((SERVICE_SLUGS as readonly string[]).includes(product.slug)) {
        await expect(card.getByRole('link', { name: new RegExp(`^${more}`) })).toHaveAttribute(
          'href',
          `/servicios/${product.slug}`,
        );
        await expect(card.locator('a[href^="/contacto"]')).toHaveCount(0);
      } else {
        await expect(card.getByRole('link', { name: new RegExp(`^${more}`) })).toHaveCount(0);
        await expect(card.locator(`a[href="/contacto?tipo=${product.slug}"]`)).toHaveCount(1);
      }
    }
    const support = page.locator('#asistencia-tecnica');
    await expect(support.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      '/faq#asistencia-tecnica-oficinas',
    );
    await expect(
      support.getByRole('link', { name: text('es', 'services', 'catalog.coverage') }),
    ).toBeVisible();
    for (const id of [
      'web-empresarial',
      'tienda-online',
      'aplicacion-saas',
      'aplicacion-movil',
      'asistencia-tecnica',
    ]) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
  });

  test.describe('when the API fails', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    // Every page is built with its lists, so there is always one to keep; a list that is
    // missing shows its error and retry (apps/web/src/lib/content-data.test.tsx).
    test('the prerendered lists stay', async ({ page }) => {
      await page.route('**/api/v1/{products,extras}*', (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      const failed = page.waitForResponse((r) => r.url().includes('/api/v1/products'));
      await page.goto('/servicios?lang=en');
      await failed;
      await waitForHydration(page);
      await expect(page.locator('.product-card')).toHaveCount(
        content<Product[]>('en', 'products').length,
      );
      await expect(page.locator('.extra-card')).not.toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});

test.describe('service pages', () => {
  for (const slug of SERVICE_SLUGS) {
    test(`${slug}: breadcrumbs, buttons, prices, WhatsApp and related cards`, async ({ page }) => {
      await page.goto(`/servicios/${slug}`);
      await waitForHydration(page);
      const crumbs = page.getByRole('navigation', {
        name: text('es', 'services', 'breadcrumb.label'),
      });
      await expect(crumbs.getByRole('link')).toHaveText(['Inicio', 'Servicios']);
      await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Servicios' })).toHaveAttribute(
        'href',
        '/servicios',
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
        text('es', 'services', `summary.${slug}.name`),
      );

      const hero = page.locator('.page-hero');
      await expect(hero.getByRole('link').first()).toHaveAttribute(
        'href',
        `/contacto?tipo=${slug}`,
      );
      const anchor = slug === 'ciberseguridad' ? '#servicios' : '#proceso';
      await expect(hero.getByRole('link').nth(1)).toHaveAttribute('href', anchor);
      await expect(page.locator(anchor)).toHaveCount(1);

      const tiers = page.locator('.price-tier');
      await expect(tiers).toHaveCount(3);
      for (const tier of await tiers.all()) {
        await expect(tier.getByRole('link')).toHaveAttribute('href', `/contacto?tipo=${slug}`);
      }
      await expect(page.locator('.price-tier--featured')).toHaveCount(1);

      const whatsapp = page.getByTestId('service-whatsapp');
      const message = text('es', `service-${slug}`, 'whatsapp');
      const href = await whatsapp.getAttribute('href');
      expect(new URL(href ?? '').searchParams.get('text')).toBe(message);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', /\bnoopener\b/);

      const related = page.getByTestId('related-services').getByRole('link');
      await expect(related).toHaveText(
        RELATED[slug]!.map((r) => text('es', 'services', `summary.${r}.name`)),
      );
      expect(
        await related.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(RELATED[slug]!.map((r) => `/servicios/${r}`));

      const question = page.locator('.accordion-item__button').first();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      const region = page.locator(`#${await question.getAttribute('aria-controls')}`);
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute(
        'aria-labelledby',
        (await question.getAttribute('id')) ?? '',
      );
    });
  }

  test('links keep the language: English related cards and quote buttons', async ({ page }) => {
    await page.goto('/servicios/aplicacion-movil?lang=en');
    await expect(page.locator('.price-tier').first().getByRole('link')).toHaveAttribute(
      'href',
      '/contacto?lang=en&tipo=aplicacion-movil',
    );
    const href = await page.getByTestId('service-whatsapp').getAttribute('href');
    expect(new URL(href ?? '').searchParams.get('text')).toBe(
      text('en', 'service-aplicacion-movil', 'whatsapp'),
    );
  });
});

test.describe('FAQ', () => {
  const faqs = content<Faq[]>('es', 'faqs');
  const questions = (page: Page) => page.getByTestId('faq-list').locator('.accordion-item__button');

  test('lists every FAQ sorted by orden, and filters by category', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(questions(page)).toHaveText(sortFaqs(faqs).map((f) => f.question));
    for (const category of ['payments', 'development', 'support', 'technical'] as const) {
      await page.getByRole('button', { name: text('es', 'faq', `categories.${category}`) }).click();
      const expected = sortFaqs(faqs).filter((f) => f.category === category);
      expect(expected.length).toBeGreaterThan(0);
      await expect(questions(page)).toHaveText(expected.map((f) => f.question));
    }
    await page.getByRole('button', { name: text('es', 'faq', 'categories.all') }).click();
    await expect(questions(page)).toHaveCount(faqs.length);
  });

  test('search, the empty state and its reset', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: text('es', 'faq', 'search.label') });
    await search.fill('garantia');
    const matching = faqs.filter((f) =>
      `${f.question} ${f.answer}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .includes('garantia'),
    );
    await expect(questions(page)).toHaveCount(matching.length);
    await search.fill('xyzzy no existe');
    await expect(page.getByText(text('es', 'faq', 'empty.text'))).toBeVisible();
    await expect(
      page.getByText('No se encontraron preguntas que coincidan con tu búsqueda.'),
    ).toBeVisible();
    await page.getByRole('button', { name: text('es', 'faq', 'empty.reset') }).click();
    await expect(search).toHaveValue('');
    await expect(questions(page)).toHaveCount(faqs.length);
  });

  test('opening /faq#asistencia-tecnica-oficinas expands that question', async ({ page }) => {
    await page.goto('/faq#asistencia-tecnica-oficinas');
    await waitForHydration(page);
    const item = page.locator('#asistencia-tecnica-oficinas');
    const button = item.getByRole('button');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(item.getByRole('region')).toBeVisible();
    const entry = loadContent().lists.es.faqs.find((f) => f.id === 'asistencia-tecnica-oficinas');
    await expect(item.getByRole('region')).toContainText(entry!.answer.split('\n')[0]!);
    await expect(item).toBeInViewport();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(item.getByRole('region')).toBeHidden();
  });

  test('answers keep their line breaks as lists and paragraphs', async ({ page }) => {
    await page.goto('/faq#como-funciona-el-pago');
    await waitForHydration(page);
    await expect(page.locator('#como-funciona-el-pago [role="region"] li')).toHaveCount(3);
  });
});

test.describe('portfolio logos', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('uses the server index when it answers', async ({ page }) => {
    await page.route('**/logos/index.json', (route) =>
      route.fulfill({ json: ['can-reixac.svg', 'torn-labs.svg'] }),
    );
    await page.goto('/portafolio');
    const logos = page.getByTestId('logo-grid').getByRole('img');
    await expect(logos).toHaveCount(2);
    await expect(logos.first()).toHaveAttribute('alt', 'Can Reixac');
    await expect(logos.first()).toHaveAttribute('src', '/logos/can-reixac.svg');
  });

  test('falls back to the built-in 12 logos when the index fails', async ({ page }) => {
    await page.route('**/logos/index.json', (route) => route.fulfill({ status: 500, body: '' }));
    const failed = page.waitForResponse('**/logos/index.json');
    await page.goto('/empresas-y-portfolio');
    await failed;
    await waitForHydration(page);
    const logos = page.getByTestId('logo-grid').getByRole('img');
    await expect(logos).toHaveCount(12);
    await expect(
      page.getByTestId('logo-grid').getByRole('img', { name: 'Vermuts Sarria' }),
    ).toHaveAttribute('loading', 'lazy');
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('width', '200');
      await expect(logo).toHaveAttribute('height', '80');
    }
    // Every logo file really exists.
    const broken = await logos.evaluateAll(
      (images) =>
        (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0)
          .length,
    );
    expect(broken).toBe(0);
  });

  test('featured projects link out in a new tab', async ({ page }) => {
    await page.goto('/portafolio');
    const featured = page.locator('.project-card--featured');
    await expect(featured).toHaveCount(2);
    for (const card of await featured.all()) {
      const link = card.locator('a[target="_blank"]');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });
});
