import { createContext, use } from 'react';
import type { Lang, RouteId } from '@studio/shared';
import type { ContentData } from './content-data';

/** The same at build time and in the browser, so hydration renders what the HTML shows. */
export interface Page {
  lang: Lang;
  routeId: RouteId | 'notFound';
  /** Besides `common`; their strings are in the page. */
  ns: readonly string[];
  /** As built (`RouteDef.data`), for `useContentList`. */
  content?: ContentData;
  /**
   * A page the content makes (a post): its address in each language it exists in. The language
   * switcher goes there, or to the route's own page in a language it lacks.
   */
  alternates?: Partial<Record<Lang, string>>;
}

export const PageContext = createContext<Page | null>(null);

export function usePage(): Page {
  const page = use(PageContext);
  if (!page) throw new Error('usePage() outside a page: render it inside <PageContext>');
  return page;
}

export function useLang(): Lang {
  return usePage().lang;
}

export function useRouteId(): RouteId | 'notFound' {
  return usePage().routeId;
}
