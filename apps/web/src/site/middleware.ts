import { defineMiddleware } from 'astro:middleware';
import { pageFile, resolveUrl } from '@studio/shared';

/**
 * Under `npm run dev` only: a site URL (`/faq?lang=ca`) shows the page the build writes for it
 * (`faq/index.ca`), as the server does with the built files (apps/api/src/site.ts). The build
 * itself renders each page by its file name and skips this.
 */
export const onRequest = defineMiddleware((context, next) => {
  if (!import.meta.env.DEV) return next();
  const { pathname, search } = context.url;
  const page = resolveUrl(pathname, search);
  if (!page) return next();
  return context.rewrite(`/${pageFile(page.route, page.lang).replace(/\.html$/, '')}`);
});
