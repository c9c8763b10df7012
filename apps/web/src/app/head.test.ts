import { describe, expect, it } from 'vitest';
import { pageI18n } from '../i18n/page-strings';
import { settings } from '../lib/site-settings';
import { buildHead, type ContentHead } from './head';

const image = { url: 'x', alt: 'x', width: 1200, height: 630, type: 'image/png' } as const;
const post: ContentHead = {
  title: 'Una tienda online',
  description: 'Lo que cuesta',
  path: '/blog/tienda',
  langs: ['ca', 'en'],
  jsonLd: [],
  image,
};

describe('the head of a post', () => {
  it('links only the translations it has, the first of them as the default', () => {
    const head = buildHead('blog', 'en', pageI18n('en', []).t, post);
    const site = settings.siteUrl;
    expect(head.canonical).toBe(`${site}/blog/tienda?lang=en`);
    expect(head.alternates).toEqual([
      { hreflang: 'ca', href: `${site}/blog/tienda?lang=ca` },
      { hreflang: 'en', href: `${site}/blog/tienda?lang=en` },
      { hreflang: 'x-default', href: `${site}/blog/tienda?lang=ca` },
    ]);
    expect(head.title).toBe(`Una tienda online | ${settings.studioName}`);
    expect(head.feed).toBe('/blog/rss.en.xml');
    expect(head.image).toBe(image);
  });
});
