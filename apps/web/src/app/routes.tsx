import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { resolveUrl, type RouteId } from '@studio/shared';

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

type PageModule = { default: ComponentType };
const pageLoaders = import.meta.glob<PageModule>('../features/*/*-page.tsx');

/** A page's screen once its code has loaded, or why it could not load. */
type Screen = { component: ComponentType } | { error: unknown };
const screens = new Map<RouteId, Screen>();

interface UrlParts {
  pathname: string;
  search: string;
}

/**
 * Loads what a URL's page needs before it is shown: its code and its translation namespaces,
 * so a page never renders with missing strings. A failure is kept: the page then shows the
 * error screen (`screenOf` throws it) instead of loading forever.
 */
export async function preparePage({ pathname, search }: UrlParts, i18n: I18n): Promise<void> {
  const route = resolveUrl(pathname, search)?.route;
  if (!route) return;
  const load = pageLoaders[`../${PAGE_MODULES[route.id]}`];
  try {
    if (!load) throw new Error(`No page module for route ${route.id}`);
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...route.ns])]);
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
