import { createContext, use } from 'react';
import type { Lang, RouteId } from '@studio/shared';
import type { ContentData } from './content-data';

/**
 * What a page tells each of its React roots (every island, and every part rendered only at build
 * time): the same at build time and in the browser, so hydration renders what the HTML shows.
 */
export interface Page {
  lang: Lang;
  routeId: RouteId | 'notFound';
  /** The translation namespaces the root uses besides `common`; their strings are in the page. */
  ns: readonly string[];
  /** The content lists the page was built with (`RouteDef.data`), for `useContentList`. */
  content?: ContentData;
}

export const PageContext = createContext<Page | null>(null);

export function usePage(): Page {
  const page = use(PageContext);
  if (!page) throw new Error('usePage() outside a page: render it inside <PageContext>');
  return page;
}

/** The language of the page being shown. */
export function useLang(): Lang {
  return usePage().lang;
}

/** The route id of the page being shown (`notFound` for the "page not found" pages). */
export function useRouteId(): RouteId | 'notFound' {
  return usePage().routeId;
}
