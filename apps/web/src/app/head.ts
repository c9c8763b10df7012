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

/** What a page puts in its `<head>`: the same data for the prerendered HTML and the browser. */
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

/** The head tags as HTML, for the prerender step. */
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

function upsert(selector: string, create: () => HTMLElement, update: (el: HTMLElement) => void) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  update(element);
}

function meta(attr: 'name' | 'property', key: string, content: string | null) {
  const selector = `meta[${attr}="${key}"]`;
  if (content === null) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  upsert(
    selector,
    () => document.createElement('meta'),
    (el) => {
      el.setAttribute(attr, key);
      el.setAttribute('content', content);
    },
  );
}

/** Brings the live document's head in line with a page after a client-side navigation. */
export function applyHead(head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  meta('name', 'description', head.description);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:locale', OG_LOCALE[head.lang]);
  meta('property', 'og:url', head.canonical);
  meta('name', 'robots', head.robots);
  meta('name', 'referrer', head.referrer);
  const canonical = document.head.querySelector('link[rel="canonical"]');
  if (head.canonical) {
    upsert(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', head.canonical ?? ''),
    );
  } else {
    canonical?.remove();
  }
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
    link.remove();
  for (const block of document.head.querySelectorAll('script[type="application/ld+json"]')) {
    block.remove();
  }
  for (const data of head.jsonLd) {
    const block = document.createElement('script');
    block.type = 'application/ld+json';
    block.textContent = serializeJsonLd(data);
    document.head.append(block);
  }
  for (const alt of head.alternates) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'alternate',
      href: alt.href,
    });
    link.hreflang = alt.hreflang;
    document.head.append(link);
  }
}
