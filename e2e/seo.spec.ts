import { LANGS, ROUTES, routeUrl } from '@studio/shared';
import { loadContent } from '@studio/content';
import { contentPages } from './support/content-pages';
import { test, expect } from './support/fixtures';
import { fetchPage } from './support/html';

const { settings } = loadContent();
/** The address the pages link to as their own. */
const SITE = settings.siteUrl;

// JSON-LD is loosely shaped: tests read it as plain data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

test.describe('structured data', () => {
  test('every page has the ProfessionalService; only service pages a Service and breadcrumbs', async ({
    request,
  }) => {
    for (const route of ROUTES) {
      const html = await fetchPage(request, routeUrl(route.id, 'ca'));
      const blocks = jsonLd(html);
      const types = blocks.map((b) => b['@type']);
      expect(types, route.id).toContain('ProfessionalService');
      const business = blocks.find((b) => b['@type'] === 'ProfessionalService') as Data;
      expect(business.address.addressLocality).toBe(settings.address.city);
      expect(business.telephone).toBe(settings.phone.e164);
      expect(business.openingHoursSpecification[0]).toMatchObject({
        opens: settings.hours.opens,
        closes: settings.hours.closes,
      });
      expect(business.priceRange).toBeTruthy();
      const isService = route.id.startsWith('service-');
      expect(types.includes('Service'), route.id).toBe(isService);
      expect(types.includes('BreadcrumbList'), route.id).toBe(isService);
    }
  });

  test('a service page offers its three published prices in euros', async ({ request }) => {
    const html = await fetchPage(request, '/servicios/tienda-online?lang=en');
    const service = jsonLd(html).find((b) => b['@type'] === 'Service') as Data;
    expect(service.offers.map((o: { price: number }) => o.price)).toEqual(
      loadContent().pricing.services['tienda-online'].tiers.map((t) => t.price.amount),
    );
    expect(service.offers.every((o: { priceCurrency: string }) => o.priceCurrency === 'EUR')).toBe(
      true,
    );
    const crumbs = jsonLd(html).find((b) => b['@type'] === 'BreadcrumbList') as Data;
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${SITE}/?lang=en`,
      `${SITE}/servicios?lang=en`,
      `${SITE}/servicios/tienda-online?lang=en`,
    ]);
  });
});

test.describe('share previews', () => {
  test('a shared link shows a 1200 × 630 image of its own page, in its language', async ({
    request,
  }) => {
    const images = new Set<string>();
    for (const lang of LANGS) {
      const html = await fetchPage(request, routeUrl('service-tienda-online', lang));
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const url = meta('og:image') ?? '';
      expect(url.startsWith(`${SITE}/og/`), url).toBe(true);
      expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
      expect(meta('twitter:card')).toBe('summary_large_image');
      const response = await request.get(url.slice(SITE.length));
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      // The IHDR chunk, first after the signature, holds the width and the height.
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], url).toEqual([1200, 630]);
      images.add(png.toString('base64'));
    }
    expect(images.size, 'one image per language').toBe(LANGS.length);
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists every indexable page in every language with hreflang alternates', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]?.replace(/&amp;/g, '&'));
    const routePages = ROUTES.filter((r) => !('noindex' in r && r.noindex)).flatMap((r) =>
      LANGS.map((lang) => `${SITE}${routeUrl(r.id, lang)}`),
    );
    const expected = [...routePages, ...contentPages().map((page) => `${SITE}${page.url}`)];
    expect(locs.sort()).toEqual(expected.sort());
    const blocks = xml.split('<url>').slice(1);
    for (const block of blocks) {
      // A post lists the languages it exists in, its own among them; a route's page all three.
      const loc = /<loc>([^<]+)<\/loc>/.exec(block)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const own = /[?&]lang=(\w+)/.exec(loc)?.[1] ?? 'es';
      for (const hreflang of [...(routePages.includes(loc) ? LANGS : [own]), 'x-default']) {
        expect(block).toContain(`hreflang="${hreflang}"`);
      }
    }
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toMatch(/User-agent: \*/);
  });
});
