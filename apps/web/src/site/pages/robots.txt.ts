import { loadContent } from '@studio/content';
import { robots } from '../../app/sitemap';

/** Written as `robots.txt` at build time (a static endpoint). */
export function GET() {
  return new Response(robots(loadContent(__CONTENT_DIR__).settings.siteUrl));
}
