import { DEFAULT_LANG, LANGS, routeUrl, type RouteDef, type RouteId } from '@studio/shared';

export function sitemap(siteUrl: string, routes: readonly RouteDef[]): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .flatMap((route) =>
      LANGS.map((lang) => {
        const id = route.id as RouteId;
        const alternates = [...LANGS, 'x-default' as const].map((alt) => {
          const href = `${siteUrl}${routeUrl(id, alt === 'x-default' ? DEFAULT_LANG : alt)}`;
          return `    <xhtml:link rel="alternate" hreflang="${alt}" href="${href.replace(/&/g, '&amp;')}"/>`;
        });
        const loc = `${siteUrl}${routeUrl(id, lang)}`.replace(/&/g, '&amp;');
        return `  <url>\n    <loc>${loc}</loc>\n${alternates.join('\n')}\n  </url>`;
      }),
    );
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
