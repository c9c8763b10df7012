import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { resolveUrl, type RouteId } from '@studio/shared';
import { loadStrings } from '../i18n/create-i18n';
import { prefetchLists, type ContentStore } from '../lib/content-data';
import type { PageModule } from './boot-data';

/** The screen of each page, as a module path under src/ (the prerender step preloads it). */
export const PAGE_MODULES: Record<RouteId, string> = {
  home: 'features/home/home-page.tsx',
  about: 'features/about/about-page.tsx',
  services: 'features/services/services-page.tsx',
  'service-web-personal': 'features/services/service-page.tsx',
  'service-web-empresarial': 'features/services/service-page.tsx',
  'service-tienda-online': 'features/services/service-page.tsx',
  'service-aplicacion-saas': 'features/services/service-page.tsx',
  'service-ciberseguridad': 'features/services/service-page.tsx',
  'service-aplicacion-movil': 'features/services/service-page.tsx',
  portfolio: 'features/portfolio/portfolio-page.tsx',
  faq: 'features/faq/faq-page.tsx',
  contact: 'features/contact/contact-page.tsx',
  thanks: 'features/contact/thanks-page.tsx',
  tracking: 'features/contact/tracking-page.tsx',
  terms: 'features/legal/legal-page.tsx',
  privacy: 'features/legal/legal-page.tsx',
  cookies: 'features/legal/legal-page.tsx',
};

type PageExports = { default: ComponentType };
const pageLoaders = import.meta.glob<PageExports>('../features/*/*-page.tsx');

/** A page's screen once its code has loaded, or why it could not load. */
type Screen = { component: ComponentType } | { error: unknown };
const screens = new Map<RouteId, Screen>();

interface UrlParts {
  pathname: string;
  search: string;
}

/**
 * Loads what a URL's page needs before it is shown, in the URL's language: its code, its
 * translation namespaces (so a page never renders with missing strings, nor in the language
 * before) and, given the app's content store, the content lists it shows (so it shows whole,
 * without a loading state that then shifts the page). A failure to load the code is kept: the
 * page then shows the error screen (`screenOf` throws it) instead of loading forever.
 *
 * `carried` names the module of the prerendered page the app starts on: it is imported by its
 * URL, not through Vite's loader, which would fetch again the stylesheets the page carries
 * inline (prerender.ts). Its code is loaded already (the entry imports it before the app).
 */
export async function preparePage(
  { pathname, search }: UrlParts,
  i18n: I18n,
  store?: ContentStore,
  carried?: PageModule,
): Promise<void> {
  const resolved = resolveUrl(pathname, search);
  if (!resolved) return;
  const { route, lang } = resolved;
  const module = PAGE_MODULES[route.id];
  const load =
    carried?.module === module
      ? () => import(/* @vite-ignore */ carried.url) as Promise<PageExports>
      : pageLoaders[`../${module}`];
  try {
    if (!load) throw new Error(`No page module for route ${route.id}`);
    const [module] = await Promise.all([
      load(),
      loadStrings(i18n, lang, route.ns),
      store && route.data ? prefetchLists(store, route.data, lang) : undefined,
    ]);
    screens.set(route.id, { component: module.default });
  } catch (error) {
    if (!screens.has(route.id)) screens.set(route.id, { error });
    throw error;
  }
}

/** The screen of a page `preparePage` has loaded; undefined before it has. */
export function screenOf(id: RouteId): ComponentType | undefined {
  const screen = screens.get(id);
  if (!screen) return undefined;
  if ('error' in screen) throw screen.error;
  return screen.component;
}
