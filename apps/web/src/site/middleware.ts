import { defineMiddleware } from 'astro:middleware';
import { pageFile, resolveUrl } from '@studio/shared';

/** `npm run dev` only: `/faq?lang=ca` shows `faq/index.ca`, as apps/api/src/site.ts does. */
export const onRequest = defineMiddleware((context, next) => {
  if (!import.meta.env.DEV) return next();
  const { pathname, search } = context.url;
  const page = resolveUrl(pathname, search);
  if (!page) return next();
  return context.rewrite(`/${pageFile(page.route, page.lang).replace(/\.html$/, '')}`);
});
