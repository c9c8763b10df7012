import type { ComponentProps } from 'react';
import { routeUrl, type Lang, type RouteId } from '@studio/shared';
import { useLang } from './page-context';

export const QUOTE_FORM_ANCHOR = 'formulario';

interface PageHrefOptions {
  hash?: string;
  query?: Record<string, string>;
}

export function pageHref(id: RouteId, lang: Lang, options: PageHrefOptions = {}): string {
  const url = new URL(routeUrl(id, lang), 'http://site.invalid');
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${options.hash ? `#${options.hash}` : ''}`;
}

type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: RouteId } & PageHrefOptions;

/** Every page is a document: a plain link, in the language being shown. */
export function PageLink({ to, hash, query, ...props }: PageLinkProps) {
  const lang = useLang();
  return <a href={pageHref(to, lang, { hash, query })} {...props} />;
}
