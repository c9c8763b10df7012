import { langUrl, type Lang } from '@studio/shared';

/** `/blog/categoria/precios?lang=ca`: the blog's pages, in a language. */
export function blogUrl(lang: Lang, ...parts: string[]): string {
  return langUrl(['/blog', ...parts].join('/'), lang);
}
