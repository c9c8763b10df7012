import { cache } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Lang, RouteId } from '@studio/shared';

/** The page being rendered: set once by the document, read by the server hooks below it. */
export interface PageRequest {
  routeId: RouteId;
  lang: Lang;
  /** The page's URL as the prerender renders it (`/faq?lang=ca`). */
  url: URL;
  i18n: I18n;
}

/** One holder per render: React's `cache` is scoped to the request being rendered. */
const holder = cache((): { page?: PageRequest } => ({}));

export function setPageRequest(page: PageRequest): void {
  holder().page = page;
}

export function pageRequest(): PageRequest {
  const { page } = holder();
  if (!page) throw new Error('pageRequest() called outside a page render');
  return page;
}
