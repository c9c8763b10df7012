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

/**
 * A page's address in each language it exists in, and `x-default`: Spanish when it has it, else
 * its first. The head's `hreflang` links and the sitemap's are these.
 */
export function alternateLinks(
  urlOf: (lang: Lang) => string,
  langs: readonly Lang[],
): { hreflang: string; href: string }[] {
  const fallback = langs.includes(DEFAULT_LANG) ? DEFAULT_LANG : langs[0];
  const links = langs.map((lang) => ({ hreflang: lang as string, href: urlOf(lang) }));
  return fallback ? [...links, { hreflang: 'x-default', href: urlOf(fallback) }] : links;
}

/** One `<url>` per page and language, each listing its translations. */
function entries(urlOf: (lang: Lang) => string, langs: readonly Lang[]): string[] {
  const alternates = alternateLinks(urlOf, langs)
    .map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`,
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
