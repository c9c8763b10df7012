import { LANGS, ROUTES, routeUrl } from '@studio/shared';
import { loadContent } from '@studio/content';
import { test, expect } from './support/fixtures';

/**
 * Search across the whole built site, as a crawler sees it: routes.spec.ts checks each page's
 * tags against the route table and seo.spec.ts the sitemap's list; this reads every served page
 * and checks them against each other: unique titles and descriptions, hreflang links that point
 * back, canonicals that are their own page, a share preview of its own on every indexable page,
 * and the sitemap agreeing with the pages.
 */
/** The address the pages link to as their own: the settings' siteUrl. */
const SITE = loadContent().settings.siteUrl;
const STUDIO = loadContent().settings.studioName;

interface PageTags {
  url: string;
  noindex: boolean;
  title: string;
  description: string;
  canonical: string | undefined;
  alternates: Record<string, string>;
  /** og:image, og:image:alt and twitter:card, where the page has them. */
  image: string | undefined;
  imageAlt: string | undefined;
  twitterCard: string | undefined;
}

const unescape = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function tagsOf(url: string, html: string): PageTags {
  const head = html.slice(0, html.indexOf('</head>'));
  const one = (pattern: RegExp) => {
    const found = [...head.matchAll(pattern)];
    expect(found.length, `${url}: exactly one ${pattern}`).toBe(1);
    return unescape(found[0]![1]!);
  };
  const atMostOne = (pattern: RegExp) => {
    const found = [...head.matchAll(pattern)];
    expect(found.length, `${url}: at most one ${pattern}`).toBeLessThanOrEqual(1);
    return found[0] && unescape(found[0][1]!);
  };
  return {
    url,
    noindex: /<meta name="robots" content="[^"]*noindex/.test(head),
    title: one(/<title>([^<]*)<\/title>/g),
    description: one(/<meta name="description" content="([^"]*)"/g),
    canonical: one(/<link rel="canonical" href="([^"]*)"/g),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1]!,
        unescape(m[2]!),
      ]),
    ),
    image: atMostOne(/<meta property="og:image" content="([^"]*)"/g),
    imageAlt: atMostOne(/<meta property="og:image:alt" content="([^"]*)"/g),
    twitterCard: atMostOne(/<meta name="twitter:card" content="([^"]*)"/g),
  };
}

test('titles, descriptions, canonicals, hreflang and the sitemap agree across the site', async ({
  request,
}) => {
  // Every route, post and project in each language: a hundred pages or so.
  test.setTimeout(90_000);
  const pages = new Map<string, PageTags>();
  for (const route of ROUTES) {
    for (const lang of LANGS) {
      const url = routeUrl(route.id, lang);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      pages.set(`${SITE}${url}`, tagsOf(url, await response.text()));
    }
  }
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = xml
    .split('<url>')
    .slice(1)
    .map((block) => ({
      loc: unescape(/<loc>([^<]+)<\/loc>/.exec(block)![1]!),
      alternates: Object.fromEntries(
        [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1]!,
          unescape(m[2]!),
        ]),
      ),
    }));
  // The pages the content makes (a post, a project) are known from the sitemap alone.
  const contentPages = new Set<string>();
  for (const { loc } of entries) {
    if (pages.has(loc)) continue;
    const url = loc.slice(SITE.length);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    pages.set(loc, tagsOf(url, await response.text()));
    contentPages.add(loc);
  }

  const duplicates = (key: 'title' | 'description' | 'image' | 'imageAlt') => {
    const seen = new Map<string, string[]>();
    for (const page of pages.values()) {
      const value = page[key];
      if (value !== undefined) seen.set(value, [...(seen.get(value) ?? []), page.url]);
    }
    return [...seen].filter(([, urls]) => urls.length > 1);
  };
  expect(duplicates('title'), 'pages sharing a title').toEqual([]);
  expect(duplicates('description'), 'pages sharing a description').toEqual([]);
  expect(duplicates('image'), 'pages sharing a preview').toEqual([]);
  expect(duplicates('imageAlt'), 'previews sharing their words').toEqual([]);

  for (const [absolute, page] of pages) {
    expect(page.title.length, `${page.url} title`).toBeGreaterThan(10);
    // A search snippet for indexable pages; the noindex pages only need a real sentence.
    expect(page.description.length, `${page.url} description`).toBeGreaterThan(
      page.noindex ? 20 : 50,
    );
    expect(page.canonical, `${page.url} canonical is itself`).toBe(absolute);
    // A post or a project may lack a language: it links those it has.
    const langs = contentPages.has(absolute)
      ? LANGS.filter((lang) => lang in page.alternates)
      : LANGS;
    expect(Object.keys(page.alternates).sort(), `${page.url} hreflang`).toEqual(
      [...langs, 'x-default'].sort(),
    );
    expect(Object.values(page.alternates), `${page.url} lists itself`).toContain(absolute);
    // Reciprocal: every alternate is a served page that links back with the same set.
    for (const [hreflang, href] of Object.entries(page.alternates)) {
      const other = pages.get(href);
      expect(other, `${page.url} → ${hreflang} ${href} is a page of the site`).toBeDefined();
      expect(other!.alternates, `${href} links back to ${page.url}`).toEqual(page.alternates);
    }
    expect(page.alternates['x-default']).toBe(
      page.alternates[langs.includes('es') ? 'es' : langs[0]!],
    );

    // A link shared on WhatsApp, LinkedIn or Slack shows the page's own image; the pages kept
    // out of search engines are not for sharing.
    if (page.noindex) {
      expect([page.image, page.imageAlt, page.twitterCard], `${page.url} preview`).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      continue;
    }
    expect(page.twitterCard, `${page.url} twitter:card`).toBe('summary_large_image');
    expect(page.imageAlt, `${page.url} og:image:alt`).toContain(STUDIO);
    expect(page.image?.startsWith(`${SITE}/og/`), `${page.url} og:image ${page.image}`).toBe(true);
    expect(page.image, `${page.url} og:image`).toMatch(/\.png$/);
    const image = await request.get(page.image!.slice(SITE.length));
    expect(image.status(), `${page.image} is served`).toBe(200);
    expect(image.headers()['content-type'], page.image).toBe('image/png');
  }

  const listed = new Set(entries.map((entry) => entry.loc));
  expect(listed.size, 'no URL twice in the sitemap').toBe(entries.length);
  for (const [absolute, page] of pages) {
    expect(listed.has(absolute), `${page.url} in sitemap.xml`).toBe(!page.noindex);
  }
  for (const entry of entries) {
    const page = pages.get(entry.loc);
    expect(page, `${entry.loc} in the sitemap is a page`).toBeDefined();
    expect(entry.alternates, `${entry.loc}: sitemap and page agree on hreflang`).toEqual(
      page!.alternates,
    );
  }
  // Only the thank-you and tracking pages stay out of search engines.
  expect([...pages.values()].filter((p) => p.noindex).map((p) => p.url.split('?')[0])).toEqual([
    '/contacto/gracias',
    '/contacto/gracias',
    '/contacto/gracias',
    '/seguimiento',
    '/seguimiento',
    '/seguimiento',
  ]);
});
