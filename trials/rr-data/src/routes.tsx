import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { i18n as I18n, ResourceLanguage } from 'i18next';
import {
  ROUTES,
  langOfUrl,
  routePaths,
  type ContentListName,
  type Lang,
  type RouteDef,
} from '@studio/shared';
import { ErrorPage } from '../../../apps/web/src/app/error-page';
import { NotFoundPage } from '../../../apps/web/src/app/not-found-page';
import { RootLayout } from './root-layout';
import type { ContentData } from './content-data';

/** Where the loaders get what a page needs: files at build time, the API and i18next in the browser. */
export interface RouteEnv {
  /** Makes `namespaces` of `lang` available to i18next; returns them when they must travel in the page. */
  strings(lang: Lang, namespaces: readonly string[]): Promise<ResourceLanguage | null>;
  /** A content list in `lang`; null when it could not be had (the page shows its error state). */
  list(name: ContentListName, lang: Lang, signal: AbortSignal): Promise<unknown>;
}

/** What every loader returns: its strings (build time only) and, for a page, its content lists. */
export interface RouteData {
  lang: Lang;
  strings: ResourceLanguage | null;
  lists?: ContentData;
}

/** The screen of each page, by route id: one module per page, which Vite splits off. */
const PAGE_MODULES: Record<RouteDef['id'], string> = {
  home: 'home/home-page.tsx',
  about: 'about/about-page.tsx',
  services: 'services/services-page.tsx',
  'service-web-personal': 'services/service-page.tsx',
  'service-web-empresarial': 'services/service-page.tsx',
  'service-tienda-online': 'services/service-page.tsx',
  'service-aplicacion-saas': 'services/service-page.tsx',
  'service-ciberseguridad': 'services/service-page.tsx',
  'service-aplicacion-movil': 'services/service-page.tsx',
  portfolio: 'portfolio/portfolio-page.tsx',
  faq: 'faq/faq-page.tsx',
  contact: 'contact/contact-page.tsx',
  thanks: 'contact/thanks-page.tsx',
  tracking: 'contact/tracking-page.tsx',
  terms: 'legal/legal-page.tsx',
  privacy: 'legal/legal-page.tsx',
  cookies: 'legal/legal-page.tsx',
};

const pages = import.meta.glob<{ default: ComponentType }>(
  '../../../apps/web/src/features/*/*-page.tsx',
);

/** The page module of a route, as a path from this file (the prerender finds it in Vite's manifest). */
export interface PageHandle {
  module: string;
}

const langOf = (request: Request) => {
  const url = new URL(request.url);
  return langOfUrl(url.pathname, url.search);
};

function pageRoute(route: RouteDef, path: string, index: number, env: RouteEnv): RouteObject {
  const file = `../../../apps/web/src/features/${PAGE_MODULES[route.id]}`;
  const load = pages[file];
  if (!load) throw new Error(`No page module ${file}`);
  const handle: PageHandle = { module: file };
  return {
    id: index === 0 ? route.id : `${route.id}:${index}`,
    path,
    handle,
    // The page's strings and content lists; its code comes with `lazy`, in parallel.
    loader: async ({ request }: LoaderFunctionArgs): Promise<RouteData> => {
      const lang = langOf(request);
      const [strings, lists] = await Promise.all([
        env.strings(lang, route.ns),
        Promise.all(
          (route.data ?? []).map(
            async (name) => [name, await env.list(name, lang, request.signal)] as const,
          ),
        ),
      ]);
      return { lang, strings, lists: Object.fromEntries(lists) as ContentData };
    },
    lazy: async () => {
      const { default: Component } = await load();
      return { Component };
    },
    ErrorBoundary: ErrorPage,
  };
}

/** The site's route table: the layout, a lazy route per page path, and the 404 page. */
export function createRoutes(env: RouteEnv): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: ErrorPage,
      loader: async ({ request }): Promise<RouteData> => {
        const lang = langOf(request);
        return { lang, strings: await env.strings(lang, ['common']) };
      },
      children: [
        ...ROUTES.flatMap((route) =>
          routePaths(route).map(({ path }, index) => pageRoute(route, path, index, env)),
        ),
        { id: 'notFound', path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
