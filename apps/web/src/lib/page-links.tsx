import type { ComponentProps } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { langOfUrl, routeUrl, type Lang, type RouteId } from '@studio/shared';
import type { RouteHandle } from './route-handle';

/** The language of the page being shown: fixed by the URL, so server and browser agree. */
export function useLang(): Lang {
  const { pathname, search } = useLocation();
  return langOfUrl(pathname, search);
}

/** The route id of the page being shown (`notFound` for unknown paths). */
export function useRouteId(): RouteHandle['routeId'] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.routeId) return handle.routeId;
  }
  return 'notFound';
}

export interface PageHrefOptions {
  hash?: string;
  query?: Record<string, string>;
}

/** The URL of a page in a language, with an optional query and hash. */
export function pageHref(id: RouteId, lang: Lang, options: PageHrefOptions = {}): string {
  const url = new URL(routeUrl(id, lang), 'http://site.invalid');
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${options.hash ? `#${options.hash}` : ''}`;
}

type PageLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: RouteId } & PageHrefOptions;

/** A link to one of the site's pages, in the language being shown. */
export function PageLink({ to, hash, query, ...props }: PageLinkProps) {
  const lang = useLang();
  return <Link to={pageHref(to, lang, { hash, query })} {...props} />;
}
