// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS, ROUTES, notFoundFile, pageFile, type Lang } from '@studio/shared';
import { settings } from '../../lib/site-settings';
import { PREVIEW_SIZE, previewPages, previewUrl } from './previews';

const DIST = fileURLToPath(new URL('../../../dist/client/', import.meta.url));
const INDEXABLE = ROUTES.filter((route) => !('noindex' in route && route.noindex));

describe('previewPages()', () => {
  const previews = previewPages();

  it('has one preview per indexable page and language, and none for the others', () => {
    const expected = INDEXABLE.flatMap((route) => LANGS.map((lang) => `${route.id}.${lang}`));
    expect(previews.map((p) => `${p.key}.${p.lang}`).sort()).toEqual(expected.sort());
  });

  it('gives each its words in its language, without the title’s studio part', () => {
    for (const preview of previews) {
      const where = `${preview.key}.${preview.lang}`;
      expect(preview.kicker, where).not.toBe('');
      expect(preview.title, where).not.toMatch(/\||{{|}}/);
    }
    const words = (lang: Lang) =>
      previews.filter((p) => p.lang === lang).map((p) => `${p.kicker} ${p.title}`);
    // No language falls back to another's words.
    for (const [a, b] of [
      ['es', 'ca'],
      ['es', 'en'],
      ['ca', 'en'],
    ] as const) {
      expect(
        words(a).filter((text) => words(b).includes(text)),
        `${a} and ${b}`,
      ).toEqual([]);
    }
  });
});

// The build's files: `npm test` builds before the unit tests run.
describe('the built previews (apps/web/dist/client)', () => {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`${DIST} holds no built site: run "npm run build" before these tests`);
  }

  /** The width and height a PNG declares in its IHDR chunk, which must come first. */
  function pngSize(file: string) {
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
    expect(bytes.subarray(12, 16).toString('latin1'), `${file} starts with IHDR`).toBe('IHDR');
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }

  /** The `content` of the page's meta tags with that property or name, unescaped. */
  function metas(html: string, key: string): string[] {
    const head = html.slice(0, html.indexOf('</head>'));
    const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g');
    return [...head.matchAll(pattern)].map((m) =>
      m[1]!
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
  }

  it.each(previewPages().map((p) => [previewUrl(p.key, p.lang)]))(
    '%s is a PNG of 1200 × 630 under 300 KB',
    (url) => {
      const file = path.join(DIST, url);
      expect(existsSync(file), `${file} was built`).toBe(true);
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
      // WhatsApp shows no image above about 300 KB.
      expect(statSync(file).size).toBeLessThan(300 * 1024);
    },
  );

  it.each(
    INDEXABLE.flatMap((route) =>
      LANGS.map((lang) => [pageFile(route, lang), route.id, lang] as const),
    ),
  )('%s names its own preview', (file, routeId, lang) => {
    const html = readFileSync(path.join(DIST, file), 'utf8');
    const preview = previewPages().find((p) => p.key === routeId && p.lang === lang)!;
    expect(metas(html, 'og:image')).toEqual([`${settings.siteUrl}${previewUrl(routeId, lang)}`]);
    expect(metas(html, 'og:image:type')).toEqual(['image/png']);
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['630']);
    const [alt] = metas(html, 'og:image:alt');
    for (const words of [settings.studioName, preview.kicker, preview.title]) {
      expect(alt, file).toContain(words);
    }
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('gives every other indexable page the build wrote (a post, a list) a preview it drew', () => {
    const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    expect(pages.some((file) => file.startsWith('blog/'))).toBe(true);
    for (const file of pages) {
      const html = readFileSync(path.join(DIST, file), 'utf8');
      if (html.includes('<meta name="robots" content="noindex"')) continue;
      const [image] = metas(html, 'og:image');
      expect(image, file).toMatch(new RegExp(`^${settings.siteUrl}/og/`));
      expect(pngSize(path.join(DIST, new URL(image!).pathname)), file).toEqual(PREVIEW_SIZE);
      expect(metas(html, 'twitter:card'), file).toEqual(['summary_large_image']);
    }
  });

  it('gives no preview to the pages kept out of search engines', () => {
    const hidden = ROUTES.filter((route) => 'noindex' in route && route.noindex);
    expect(hidden.length).toBeGreaterThan(0);
    const files = [
      ...hidden.flatMap((route) => LANGS.map((lang) => pageFile(route, lang))),
      ...LANGS.map(notFoundFile),
    ];
    for (const file of files) {
      const html = readFileSync(path.join(DIST, file), 'utf8');
      expect(html, file).toContain('<meta name="robots" content="noindex"');
      expect(metas(html, 'og:image'), file).toEqual([]);
      expect(metas(html, 'twitter:card'), file).toEqual([]);
    }
  });
});
