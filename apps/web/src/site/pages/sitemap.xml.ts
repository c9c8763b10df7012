import { ROUTES } from '@studio/shared';
import { loadContent } from '@studio/content';
import { sitemap } from '../../app/sitemap';
import { contentPages } from '../lib/blog';
import { projectPages } from '../lib/projects';

export async function GET() {
  const { settings } = loadContent(__CONTENT_DIR__);
  const pages = [...(await contentPages()), ...(await projectPages())];
  return new Response(sitemap(settings.siteUrl, ROUTES, pages), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
