import { loadContent } from '@studio/content';
import { robots } from '../../app/sitemap';

export function GET() {
  return new Response(robots(loadContent(__CONTENT_DIR__).settings.siteUrl));
}
