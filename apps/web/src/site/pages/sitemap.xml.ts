import { ROUTES } from '@studio/shared';
import { loadContent } from '@studio/content';
import { sitemap } from '../../app/sitemap';
import { contentPages } from '../lib/blog';

export async function GET() {
  const { settings } = loadContent(__CONTENT_DIR__);
  return new Response(sitemap(settings.siteUrl, ROUTES, await contentPages()), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
