import { LANGS, getRoute, notFoundFile, pageFile, type Lang, type RouteId } from '@studio/shared';
import { loadContent } from '@studio/content';
import type { Page } from '../../lib/page-context';
import type { ContentData } from '../../lib/content-data';

export interface PageProps {
  routeId: RouteId | 'notFound';
  lang: Lang;
}

/** Named as the server reads them (`pageFile()`): `faq/index.html`, `faq/index.ca.html`, … */
export function languagePaths(routeId: RouteId) {
  const route = getRoute(routeId);
  return LANGS.map((lang) => ({
    params: {
      index: pageFile(route, lang)
        .replace(/^.*\//, '')
        .replace(/\.html$/, ''),
    },
    props: { routeId, lang } satisfies PageProps,
  }));
}

/**
 * `island` has no content lists: an island that shows one is given it, so that each carries only
 * its own in its props.
 */
export function pageInfo(
  routeId: RouteId | 'notFound',
  lang: Lang,
  islandNs: readonly string[] = [],
) {
  return {
    page: {
      lang,
      routeId,
      ns: routeId === 'notFound' ? [] : getRoute(routeId).ns,
      content: pageContent(routeId, lang),
    } satisfies Page,
    island: { lang, routeId, ns: islandNs } satisfies Page,
  };
}

function pageContent(routeId: RouteId | 'notFound', lang: Lang): ContentData | undefined {
  const names = routeId === 'notFound' ? undefined : getRoute(routeId).data;
  if (!names?.length) return undefined;
  const lists = loadContent(__CONTENT_DIR__).lists[lang];
  return Object.fromEntries(names.map((name) => [name, lists[name]])) as ContentData;
}

export function notFoundPaths() {
  return LANGS.map((lang) => ({
    params: { notfound: notFoundFile(lang).replace(/\.html$/, '') },
    props: { routeId: 'notFound', lang } satisfies PageProps,
  }));
}
