import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { ROUTES, routePaths, type RouteId } from '@studio/shared';
import { RootLayout } from './root-layout';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import type { RouteHandle } from '../lib/route-handle';

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

/**
 * The route tree for a given i18next instance: each page's code and translation namespaces
 * load together, so a page never renders with missing strings.
 */
export function createRoutes(i18n: I18n): RouteObject[] {
  const pages: RouteObject[] = ROUTES.flatMap((route) => {
    const load = pageLoaders[`../${PAGE_MODULES[route.id]}`];
    if (!load) throw new Error(`No page module for route ${route.id}`);
    const handle: RouteHandle = { routeId: route.id };
    return routePaths(route).map(({ path }) => ({
      path,
      handle,
      lazy: async () => {
        const [module] = await Promise.all([load(), i18n.loadNamespaces([...route.ns])]);
        return { Component: module.default };
      },
    }));
  });
  const notFound: RouteHandle = { routeId: 'notFound' };
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [...pages, { path: '*', element: <NotFoundPage />, handle: notFound }],
        },
      ],
    },
  ];
}
