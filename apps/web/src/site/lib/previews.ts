import type { TFunction } from 'i18next';
import { LANGS, ROUTES, getRoute, type Lang, type RouteId } from '@studio/shared';
import { pageI18n } from '../../i18n/page-strings';
import { settings } from '../../lib/site-settings';

/**
 * The image a link to a page shows where it is shared (WhatsApp, LinkedIn, Slack…): one PNG per
 * entry, drawn at build time (`pages/og/[preview].png.ts`, `preview-image.tsx`).
 */
export interface Preview {
  /** Unique across the site, a file name: the route id, or e.g. `blog-<slug>`. */
  key: string;
  lang: Lang;
  title: string;
  /** The page's kind or section, above the title. */
  kicker: string;
}

/** What a page's head says of its preview (og:image and its companions). */
export interface PreviewImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  type: 'image/png';
}

/** The size Facebook, LinkedIn, WhatsApp and X crop their large previews from (1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export function previewUrl(key: string, lang: Lang): string {
  return `/og/${key}.${lang}.png`;
}

/**
 * Every preview the build draws: one per indexable page of the route table and language. Pages
 * outside the table (a blog post) add their entries here, `{ key: 'blog-<slug>', lang, title,
 * kicker }`, and give `previewImage()` of the same entry to their head.
 */
export function previewPages(): Preview[] {
  return ROUTES.filter(isIndexableRoute).flatMap((route) =>
    LANGS.map((lang) => routePreview(route.id, lang, pageI18n(lang, route.ns).t)),
  );
}

export function previewImage(preview: Preview): PreviewImage {
  return {
    url: `${settings.siteUrl}${previewUrl(preview.key, preview.lang)}`,
    // The image's words, in the order it shows them.
    alt: [settings.studioName, preview.kicker, preview.title].join(' · '),
    ...PREVIEW_SIZE,
    type: 'image/png',
  };
}

/** A route's preview for its head; none for the pages kept out of search engines. */
export function routePreviewImage(routeId: RouteId, lang: Lang, t: TFunction): PreviewImage | null {
  return isIndexable(routeId) ? previewImage(routePreview(routeId, lang, t)) : null;
}

type IndexableRoute = Exclude<(typeof ROUTES)[number], { noindex: true }>;
type IndexableRouteId = IndexableRoute['id'];

function isIndexableRoute(route: (typeof ROUTES)[number]): route is IndexableRoute {
  return !('noindex' in route && route.noindex);
}

function isIndexable(routeId: RouteId): routeId is IndexableRouteId {
  return !getRoute(routeId).noindex;
}

/** `t` must hold the route's namespaces (`pageI18n(lang, route.ns)`, as the page's own does). */
function routePreview(routeId: IndexableRouteId, lang: Lang, t: TFunction): Preview {
  const kicker = routeId.startsWith('service-')
    ? t('nav.services', { lng: lang })
    : KICKERS[routeId as keyof typeof KICKERS](t, lang);
  return { key: routeId, lang, title: headline(t(`meta.${routeId}.title`, { lng: lang })), kicker };
}

/**
 * The line above the title: the page's section, in words the site already shows (a hero's
 * eyebrow, a footer heading), never the title's own (the about page's eyebrow is its title).
 */
const KICKERS = {
  home: (t, lng) => t('hero.eyebrow', { ns: 'home', lng }),
  about: (t, lng) => t('team.eyebrow', { ns: 'about', lng }),
  services: (t, lng) => t('intro.eyebrow', { ns: 'services', lng }),
  portfolio: (t, lng) => t('intro.eyebrow', { ns: 'portfolio', lng }),
  faq: (t, lng) => t('intro.eyebrow', { ns: 'faq', lng }),
  contact: (t, lng) => t('footer.contact.title', { lng }),
  terms: (t, lng) => t('footer.legal.label', { lng }),
  privacy: (t, lng) => t('footer.legal.label', { lng }),
  cookies: (t, lng) => t('footer.legal.label', { lng }),
  blog: (t, lng) => t('index.eyebrow', { ns: 'blog', lng }),
} satisfies Record<
  Exclude<IndexableRouteId, `service-${string}`>,
  (t: TFunction, lng: Lang) => string
>;

/**
 * The head's title without its parts that name the studio ("… | Ona Studio Barcelona"): the
 * image shows the name already, and the rest gets the room.
 */
function headline(title: string): string {
  const parts = title.split(' | ').filter((part) => !part.startsWith(settings.studioName));
  return parts.length > 0 ? parts.join(' · ') : title;
}
