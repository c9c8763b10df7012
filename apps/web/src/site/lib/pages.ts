import { LANGS, getRoute, notFoundFile, pageFile, type Lang, type RouteId } from '@studio/shared';
import { loadContent } from '@studio/content';
import type { Page } from '../../lib/page-context';
import type { ContentData } from '../../lib/content-data';

export interface PageProps {
  routeId: RouteId | 'notFound';
  lang: Lang;
}

/**
 * A page's `getStaticPaths`: one page per language, named as the server reads it (`pageFile()`
 * in @studio/shared): the route file `site/pages/faq/[index].astro` gets `index`, `index.ca`,
 * `index.en`, and `build.format: 'file'` writes `faq/index.html`, `faq/index.ca.html`,
 * `faq/index.en.html`.
 */
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
 * What a page's parts rendered only at build time get (`page`, with the page's content lists), and
 * what its islands get (`island`: the namespaces they use, and no lists, which an island that
 * shows one is given with `content`, so that each carries only its own in its props).
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

/** The content lists a page shows in `lang` (RouteDef.data), read at build time. */
function pageContent(routeId: RouteId | 'notFound', lang: Lang): ContentData | undefined {
  const names = routeId === 'notFound' ? undefined : getRoute(routeId).data;
  if (!names?.length) return undefined;
  const lists = loadContent(__CONTENT_DIR__).lists[lang];
  return Object.fromEntries(names.map((name) => [name, lists[name]])) as ContentData;
}

/** The "page not found" pages: `404`, `404.ca`, `404.en` (`notFoundFile()`). */
export function notFoundPaths() {
  return LANGS.map((lang) => ({
    params: { notfound: notFoundFile(lang).replace(/\.html$/, '') },
    props: { routeId: 'notFound', lang } satisfies PageProps,
  }));
}
