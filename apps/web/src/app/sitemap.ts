import {
  DEFAULT_LANG,
  LANGS,
  langUrl,
  routeUrl,
  type Lang,
  type RouteDef,
  type RouteId,
} from '@studio/shared';

/** A page the content makes (a post, a project): its Spanish path and the languages it exists in. */
export interface ContentPage {
  path: string;
  langs: readonly Lang[];
}

const xml = (text: string) => text.replace(/&/g, '&amp;');

/** One `<url>` per page and language, each listing its translations. */
function entries(urlOf: (lang: Lang) => string, langs: readonly Lang[]): string[] {
  const fallback = langs.includes(DEFAULT_LANG) ? DEFAULT_LANG : langs[0]!;
  const alternates = [
    ...langs.map((lang) => [lang, lang] as const),
    ['x-default', fallback] as const,
  ]
    .map(
      ([hreflang, lang]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(urlOf(lang))}"/>`,
    )
    .join('\n');
  return langs.map(
    (lang) => `  <url>\n    <loc>${xml(urlOf(lang))}</loc>\n${alternates}\n  </url>`,
  );
}

export function sitemap(
  siteUrl: string,
  routes: readonly RouteDef[],
  pages: readonly ContentPage[] = [],
): string {
  const urls = [
    ...routes
      .filter((route) => !route.noindex)
      .flatMap((route) =>
        entries((lang) => `${siteUrl}${routeUrl(route.id as RouteId, lang)}`, LANGS),
      ),
    ...pages.flatMap((page) =>
      entries((lang) => `${siteUrl}${langUrl(page.path, lang)}`, page.langs),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
