import { DEFAULT_LANG, LANGS, langFromSearch, type Lang } from './lang.js';
import type { ContentListName } from './content.js';

/**
 * Every page of the site, in one typed table. The web app maps each id to its screen,
 * the prerender step writes one HTML file per (route, language), and the server picks
 * that file from the request's path and `lang`.
 */
export interface RouteDef {
  readonly id: string;
  /** The canonical Spanish path. */
  readonly path: string;
  /** i18next namespaces the page needs besides `common`. */
  readonly ns: readonly string[];
  /** Other paths that show the same page (canonical stays `path`). */
  readonly aliases?: readonly string[];
  /** Paths that show the page in one fixed language (the legal pages' translated paths). */
  readonly localizedPaths?: Partial<Record<Lang, string>>;
  /** Kept out of search engines and the sitemap. */
  readonly noindex?: boolean;
  /**
   * Shows one visitor's own request (the thanks page, the tracking link): the server keeps it in
   * a browsing context group of its own (`Cross-Origin-Opener-Policy`); pages that show every
   * visitor the same content do without (decision 010).
   */
  readonly personal?: boolean;
  /** Content lists the page shows: the prerender step embeds them (build-time data). */
  readonly data?: readonly ContentListName[];
}

export const SERVICE_SLUGS = [
  'web-personal',
  'web-empresarial',
  'tienda-online',
  'aplicacion-saas',
  'ciberseguridad',
  'aplicacion-movil',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return typeof value === 'string' && (SERVICE_SLUGS as readonly string[]).includes(value);
}

export const ROUTES = [
  { id: 'home', path: '/', ns: ['home'] },
  { id: 'about', path: '/quienes-somos', ns: ['about'] },
  { id: 'services', path: '/servicios', ns: ['services'], data: ['products', 'extras'] },
  ...SERVICE_SLUGS.map((slug) => ({
    id: `service-${slug}` as const,
    path: `/servicios/${slug}`,
    // The services' shared words, and this service's own copy (not the other five's).
    ns: ['services', `service-${slug}` as const],
  })),
  {
    id: 'portfolio',
    path: '/portafolio',
    ns: ['portfolio'],
    aliases: ['/empresas-y-portfolio'],
    data: ['portfolio'],
  },
  { id: 'faq', path: '/faq', ns: ['faq'], data: ['faqs'] },
  { id: 'contact', path: '/contacto', ns: ['contact'] },
  { id: 'thanks', path: '/contacto/gracias', ns: ['contact'], noindex: true, personal: true },
  { id: 'tracking', path: '/seguimiento', ns: ['contact'], noindex: true, personal: true },
  {
    id: 'terms',
    path: '/legal/terminos',
    ns: ['legal'],
    localizedPaths: { ca: '/legal/termes', en: '/legal/terms' },
  },
  {
    id: 'privacy',
    path: '/legal/privacidad',
    ns: ['legal'],
    localizedPaths: { ca: '/legal/privacitat', en: '/legal/privacy' },
  },
  { id: 'cookies', path: '/legal/cookies', ns: ['legal'] },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];
/** One page of the table, its id typed. */
export type Route = RouteDef & { readonly id: RouteId };

const byId = new Map<string, RouteDef>(ROUTES.map((route) => [route.id, route]));

export function getRoute(id: RouteId): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

/** The public URL (path and query, no origin) of a page in a language. */
export function routeUrl(id: RouteId, lang: Lang): string {
  const route = getRoute(id);
  const localized = route.localizedPaths?.[lang];
  if (localized) return localized;
  return lang === DEFAULT_LANG ? route.path : `${route.path}?lang=${lang}`;
}

/** Every path a route answers on, with the language it forces, if any. */
export function routePaths(route: RouteDef): { path: string; lang: Lang | null }[] {
  const paths: { path: string; lang: Lang | null }[] = [{ path: route.path, lang: null }];
  for (const alias of route.aliases ?? []) paths.push({ path: alias, lang: null });
  for (const lang of LANGS) {
    const localized = route.localizedPaths?.[lang];
    if (localized) paths.push({ path: localized, lang });
  }
  return paths;
}

const byPath = new Map<string, { route: Route; lang: Lang | null }>();
for (const route of ROUTES) {
  for (const entry of routePaths(route)) byPath.set(entry.path, { route, lang: entry.lang });
}

/** Strips a trailing slash (except for the root). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Which page and language a URL shows: a translated legal path fixes the language,
 * otherwise `lang` (or `lng`) in the query, otherwise Spanish. Null for an unknown path.
 */
export function resolveUrl(
  pathname: string,
  search: string | URLSearchParams,
): { route: Route; lang: Lang } | null {
  const hit = byPath.get(normalizePath(pathname));
  if (!hit) return null;
  return { route: hit.route, lang: hit.lang ?? langFromSearch(search) ?? DEFAULT_LANG };
}

/** The language of a URL, for any path (unknown ones too, so the 404 page is translated). */
export function langOfUrl(pathname: string, search: string | URLSearchParams): Lang {
  return resolveUrl(pathname, search)?.lang ?? langFromSearch(search) ?? DEFAULT_LANG;
}

/**
 * Where the prerendered HTML of a page in a language lives, relative to the built client
 * folder: `servicios/index.html` (Spanish), `servicios/index.ca.html`, `index.en.html`, ...
 * The prerender step writes these files and the server reads them.
 */
export function pageFile(route: Pick<RouteDef, 'path'>, lang: Lang): string {
  const dir = route.path === '/' ? '' : `${route.path.slice(1)}/`;
  return `${dir}index${lang === DEFAULT_LANG ? '' : `.${lang}`}.html`;
}

/** The prerendered "page not found" file of a language. */
export function notFoundFile(lang: Lang): string {
  return `404${lang === DEFAULT_LANG ? '' : `.${lang}`}.html`;
}

/** The language a path fixes by itself (the legal pages' translated paths), or null. */
export function forcedLangOfPath(pathname: string): Lang | null {
  return byPath.get(normalizePath(pathname))?.lang ?? null;
}
