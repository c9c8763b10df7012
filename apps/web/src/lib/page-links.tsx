import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { langOfUrl, resolveUrl, routeUrl, type Lang, type RouteId } from '@studio/shared';

/** The language of the page being shown: fixed by the URL, so server and browser agree. */
export function useLang(): Lang {
  const { pathname, search } = useLocation();
  return langOfUrl(pathname, search);
}

/** The route id of the page being shown (`notFound` for unknown paths). */
export function useRouteId(): RouteId | 'notFound' {
  const { pathname, search } = useLocation();
  return resolveUrl(pathname, search)?.route.id ?? 'notFound';
}

/** The id of the quote form's section on the contact page. */
export const QUOTE_FORM_ANCHOR = 'formulario';

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
