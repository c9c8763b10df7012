import type { ComponentProps } from 'react';
import { routeUrl, type Lang, type RouteId } from '@studio/shared';
import { useLang } from './page-context';

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

type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: RouteId } & PageHrefOptions;

/** A link to one of the site's pages, in the language being shown: every page is a document. */
export function PageLink({ to, hash, query, ...props }: PageLinkProps) {
  const lang = useLang();
  return <a href={pageHref(to, lang, { hash, query })} {...props} />;
}
