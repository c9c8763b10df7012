import path from 'node:path';
import {
  LANGS,
  getRoute,
  langUrl,
  notFoundFile,
  pageFile,
  type Lang,
  type RouteId,
} from '@studio/shared';
import type { ContentHead } from '../../app/head';
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
      index: path.posix.basename(pageFile(route, lang), '.html'),
    },
    props: { routeId, lang } satisfies PageProps,
  }));
}

/** `island` has no content lists: an island that shows one is given it, to carry only its own. */
export function pageInfo(
  routeId: RouteId | 'notFound',
  lang: Lang,
  islandNs: readonly string[] = [],
  alternates?: Page['alternates'],
) {
  return {
    page: {
      lang,
      routeId,
      ns: routeId === 'notFound' ? [] : getRoute(routeId).ns,
      content: pageContent(routeId, lang),
      alternates,
    } satisfies Page,
    island: { lang, routeId, ns: islandNs, alternates } satisfies Page,
  };
}

/** Where a content page is in each language it exists in. */
export function alternatesOf({ path, langs }: Pick<ContentHead, 'path' | 'langs'>) {
  return Object.fromEntries(langs.map((lang) => [lang, langUrl(path, lang)]));
}

/** `index`, `index.ca`, `index.en`: the file name of a page under a dynamic folder. */
export function indexName(lang: Lang): string {
  return pageFile({ path: '/' }, lang).replace(/\.html$/, '');
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
