import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, ROUTES, langUrl, pageFile, type Lang } from '@studio/shared';

const client = fileURLToPath(new URL('../../apps/web/dist/client/', import.meta.url));

export interface ContentPage {
  url: string;
  lang: Lang;
  /** Under the web build's folder. */
  file: string;
}

/**
 * The pages the content makes, as the build wrote them: a post or a project (a folder right under
 * a section's path) or, with `lists`, also the blog's categories, tags and pages of ten.
 */
export function contentPages({ lists = false } = {}): ContentPage[] {
  const pages: ContentPage[] = [];
  const visit = (dir: string, depth: number) => {
    const folder = path.join(client, dir);
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const pagePath = `/${dir}/${entry.name}`;
      for (const lang of LANGS) {
        const file = pageFile({ path: pagePath }, lang);
        if (existsSync(path.join(client, file)))
          pages.push({ url: langUrl(pagePath, lang), lang, file });
      }
      if (lists && depth < 3) visit(`${dir}/${entry.name}`, depth + 1);
    }
  };
  for (const route of ROUTES) if ('section' in route) visit(route.path.slice(1), 1);
  return pages;
}
