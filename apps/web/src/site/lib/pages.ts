import {
  LANGS,
  getRoute,
  notFoundFile,
  pageFile,
  routeUrl,
  type Lang,
  type RouteId,
} from '@studio/shared';
import { loadContent } from '@studio/content';
import type { PageInfo } from '../react/page-context';
import type { ContentData } from '../../lib/content-data';

export interface PageProps {
  routeId: RouteId | 'notFound';
  lang: Lang;
}

/**
 * A page's `getStaticPaths`: one page per language, named as the server reads it (`pageFile()`
 * in @studio/shared): the route file `faq/[index].astro` gets `index`, `index.ca`, `index.en`,
 * and `build.format: 'file'` writes `faq/index.html`, `faq/index.ca.html`, `faq/index.en.html`.
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

/** What a page's server-only parts get (`page`), and what its islands get (`island`). */
export function pageInfo(
  routeId: RouteId | 'notFound',
  lang: Lang,
  islandNs: readonly string[] = [],
) {
  const url =
    routeId === 'notFound'
      ? `/404${lang === 'es' ? '' : `?lang=${lang}`}`
      : routeUrl(routeId, lang);
  return {
    page: { lang, url, ns: routeId === 'notFound' ? [] : getRoute(routeId).ns } satisfies PageInfo,
    island: { lang, url, ns: islandNs } satisfies PageInfo,
  };
}

/** The content lists a page shows in `lang` (RouteDef.data), read at build time. */
export function pageContent(routeId: RouteId | 'notFound', lang: Lang): ContentData | undefined {
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
