import type { TFunction } from 'i18next';
import {
  LANGS,
  getRoute,
  isServiceSlug,
  langUrl,
  routeUrl,
  type Lang,
  type RouteId,
} from '@studio/shared';
import { settings } from '../lib/site-settings';
import { alternateLinks } from './sitemap';
import { routePreviewImage, type PreviewImage } from '../site/lib/previews';
import {
  professionalService,
  serviceBreadcrumbs,
  serviceWithOffers,
  type JsonLd,
} from './structured-data';

/** Besides what every page has (site/layouts/Site.astro). */
export interface HeadData {
  lang: Lang;
  title: string;
  description: string;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
  referrer: string | null;
  jsonLd: JsonLd[];
  /** The blog's pages point feed readers at the posts of their language. */
  feed?: string;
  /** The share preview (og:image); none for noindex pages. */
  image: PreviewImage | null;
}

/** Their URL or links carry a lead's tracking token. */
const NO_REFERRER_PAGES: ReadonlySet<RouteId> = new Set(['thanks', 'tracking']);

/** A page the content makes (a post, a project): its own words, address and languages. */
export interface ContentHead {
  title: string;
  description: string;
  /** Its Spanish path; the other languages add `?lang=`. */
  path: string;
  /** The languages it exists in: only those are linked. */
  langs: readonly Lang[];
  jsonLd: JsonLd[];
  image: PreviewImage;
}

export const OG_LOCALE: Record<Lang, string> = { es: 'es_ES', ca: 'ca_ES', en: 'en_GB' };

export function buildHead(
  routeId: RouteId | 'notFound',
  lang: Lang,
  t: TFunction,
  content?: ContentHead,
): HeadData {
  if (content) return { ...contentHead(content, lang, t), feed: feedOf(routeId, lang) };
  const title = t(`meta.${routeId}.title`, { lng: lang });
  const description = t(`meta.${routeId}.description`, { lng: lang });
  if (routeId === 'notFound') {
    return {
      lang,
      title,
      description,
      canonical: null,
      alternates: [],
      robots: 'noindex',
      referrer: null,
      jsonLd: [],
      image: null,
    };
  }
  const jsonLd = [professionalService(lang, t)];
  const slug = routeId.replace(/^service-/, '');
  if (routeId.startsWith('service-') && isServiceSlug(slug)) {
    jsonLd.push(serviceWithOffers(slug, lang, t), serviceBreadcrumbs(slug, lang, t));
  }
  const absolute = (l: Lang) => `${settings.siteUrl}${routeUrl(routeId, l)}`;
  return {
    lang,
    title,
    description,
    canonical: absolute(lang),
    alternates: alternateLinks(absolute, LANGS),
    robots: getRoute(routeId).noindex ? 'noindex' : null,
    referrer: NO_REFERRER_PAGES.has(routeId) ? 'no-referrer' : null,
    jsonLd,
    feed: feedOf(routeId, lang),
    image: routePreviewImage(routeId, lang, t),
  };
}

function feedOf(routeId: RouteId | 'notFound', lang: Lang): string | undefined {
  return routeId === 'blog' ? `/blog/rss.${lang}.xml` : undefined;
}

function contentHead(content: ContentHead, lang: Lang, t: TFunction): HeadData {
  const absolute = (l: Lang) => `${settings.siteUrl}${langUrl(content.path, l)}`;
  return {
    lang,
    title: `${content.title} | ${settings.studioName}`,
    description: content.description,
    canonical: absolute(lang),
    alternates: alternateLinks(absolute, content.langs),
    robots: null,
    referrer: null,
    jsonLd: [professionalService(lang, t), ...content.jsonLd],
    image: content.image,
  };
}
