import { DEFAULT_LANG, LANGS, langFromSearch, type Lang } from './lang.js';
import type { ContentListName } from './content.js';

// One table of pages for the web app, the prerender step (a file per route and language) and
// the server, which picks that file from the request's path and `lang`.

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
  /** Also keeps it out of the sitemap. */
  readonly noindex?: boolean;
  /** Shows one visitor's own request: a browsing context group of its own (decision 010). */
  readonly personal?: boolean;
  /** Content lists the prerender step embeds in the page. */
  readonly data?: readonly ContentListName[];
  /**
   * Pages under its path come from the content (a post, a project, a tag): the build writes
   * them and the server answers whichever it finds (`sectionFile`).
   */
  readonly section?: boolean;
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
    section: true,
  },
  { id: 'blog', path: '/blog', ns: ['blog'], section: true },
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
  return localized ?? langUrl(route.path, lang);
}

/** A path's URL in a language: Spanish at the path, the others with `?lang=`. */
export function langUrl(path: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? path : `${path}?lang=${lang}`;
}

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

function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function resolveUrl(
  pathname: string,
  search: string | URLSearchParams,
): { route: Route; lang: Lang } | null {
  const hit = byPath.get(normalizePath(pathname));
  if (!hit) return null;
  return { route: hit.route, lang: hit.lang ?? langFromSearch(search) ?? DEFAULT_LANG };
}

/** Unknown paths too, so the 404 page is translated. */
export function langOfUrl(pathname: string, search: string | URLSearchParams): Lang {
  return resolveUrl(pathname, search)?.lang ?? langFromSearch(search) ?? DEFAULT_LANG;
}

/** The prerender step writes it and the server reads it: `servicios/index.ca.html`. */
export function pageFile(route: Pick<RouteDef, 'path'>, lang: Lang): string {
  const dir = route.path === '/' ? '' : `${route.path.slice(1)}/`;
  return `${dir}index${lang === DEFAULT_LANG ? '' : `.${lang}`}.html`;
}

/**
 * The built file of a page under a section's path (`/blog/tienda-online` in Catalan →
 * `blog/tienda-online/index.ca.html`), or null for a path that is not one.
 */
export function sectionFile(pathname: string, lang: Lang): { route: Route; file: string } | null {
  const path = normalizePath(pathname);
  const route = ROUTES.find((r) => 'section' in r && path.startsWith(`${r.path}/`));
  // Lower-case words and hyphens only: a path never reaches outside the section's folder.
  if (!route || !/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path)) return null;
  return { route, file: pageFile({ path }, lang) };
}

export function notFoundFile(lang: Lang): string {
  return `404${lang === DEFAULT_LANG ? '' : `.${lang}`}.html`;
}

export function forcedLangOfPath(pathname: string): Lang | null {
  return byPath.get(normalizePath(pathname))?.lang ?? null;
}
