import type { TFunction } from 'i18next';
import {
  DEFAULT_LANG,
  LANGS,
  getRoute,
  isServiceSlug,
  routeUrl,
  type Lang,
  type RouteId,
} from '@studio/shared';
import { settings } from '../lib/site-settings';
import {
  professionalService,
  serializeJsonLd,
  serviceBreadcrumbs,
  serviceWithOffers,
  type JsonLd,
} from './structured-data';

/** What a page puts in its `<head>`, besides what every page has (site/layouts/Site.astro). */
export interface HeadData {
  lang: Lang;
  title: string;
  description: string;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
  /** `no-referrer` on pages that carry a tracking token or lead to one. */
  referrer: string | null;
  /** Structured data blocks (schema.org JSON-LD). */
  jsonLd: JsonLd[];
}

/** Pages whose URL or links carry a lead's tracking token: they send no Referer. */
const NO_REFERRER_PAGES: ReadonlySet<RouteId> = new Set(['thanks', 'tracking']);

const OG_LOCALE: Record<Lang, string> = { es: 'es_ES', ca: 'ca_ES', en: 'en_GB' };

export function buildHead(routeId: RouteId | 'notFound', lang: Lang, t: TFunction): HeadData {
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
    };
  }
  const jsonLd = [professionalService(lang, t)];
  const slug = routeId.replace(/^service-/, '');
  if (routeId.startsWith('service-') && isServiceSlug(slug)) {
    jsonLd.push(serviceWithOffers(slug, lang, t), serviceBreadcrumbs(slug, lang, t));
  }
  const absolute = (id: RouteId, l: Lang) => `${settings.siteUrl}${routeUrl(id, l)}`;
  const alternates: HeadData['alternates'] = LANGS.map((l) => ({
    hreflang: l,
    href: absolute(routeId, l),
  }));
  alternates.push({ hreflang: 'x-default', href: absolute(routeId, DEFAULT_LANG) });
  return {
    lang,
    title,
    description,
    canonical: absolute(routeId, lang),
    alternates,
    robots: getRoute(routeId).noindex ? 'noindex' : null,
    referrer: NO_REFERRER_PAGES.has(routeId) ? 'no-referrer' : null,
    jsonLd,
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The head tags as HTML, for the layout (site/layouts/Site.astro). */
export function renderHead(head: HeadData): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(settings.studioName)}" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang]}" />`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${e(head.robots)}" />`);
  if (head.referrer) tags.push(`<meta name="referrer" content="${e(head.referrer)}" />`);
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${e(head.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${e(head.canonical)}" />`);
  }
  for (const alt of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${e(alt.hreflang)}" href="${e(alt.href)}" />`);
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  }
  return tags.join('\n    ');
}
