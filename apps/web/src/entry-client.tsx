import './styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { forcedLangOfPath, langOfUrl, ROUTES } from '@studio/shared';
import { createI18n } from './i18n/create-i18n';
import { detectLanguage, rememberLanguage } from './i18n/detect-language';
import { readBootData } from './app/boot-data';
import { createRoutes } from './app/routes';
import { ContentProvider, createContentStore } from './lib/content-data';

type Router = ReturnType<typeof createBrowserRouter>;

/** Loads the lazy modules of the page being shown, so hydration renders exactly the HTML. */
async function resolveCurrentPage(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * A page without `lang` in its URL is prerendered in Spanish. Once it is interactive, show it
 * in the visitor's detected language instead (stored choice, then browser languages).
 */
function showPreferredLanguage(router: Router, renderedLang: string): void {
  const { pathname, search, hash } = window.location;
  if (forcedLangOfPath(pathname)) return;
  const preferred = detectLanguage();
  rememberLanguage(preferred);
  if (preferred === renderedLang) return;
  const params = new URLSearchParams(search);
  params.set('lang', preferred);
  void router.navigate(`${pathname}?${params.toString()}${hash}`, { replace: true });
}

/**
 * Calls `onHydrated` once, after React has committed the first render (the hydration). A language
 * switch started before that would render another language during hydration (error #418).
 */
function AfterHydration({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const boot = readBootData();
  // The Vite dev server serves the bare template: render on the client, strings over HTTP.
  const lang = boot?.lang ?? langOfUrl(window.location.pathname, window.location.search);
  const i18n = createI18n(lang, boot?.resources ?? {}, { http: true });
  if (!boot) await i18n.loadNamespaces(['common', ...new Set(ROUTES.flatMap((r) => r.ns))]);
  const routes = createRoutes(i18n);
  await resolveCurrentPage(routes);
  const router = createBrowserRouter(routes);
  let switched = false;
  const switchLanguage = () => {
    if (switched) return;
    switched = true;
    showPreferredLanguage(router, lang);
  };
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ContentProvider store={createContentStore(lang, boot?.content)}>
          <RouterProvider router={router} />
          <AfterHydration onHydrated={switchLanguage} />
        </ContentProvider>
      </I18nextProvider>
    </StrictMode>
  );
  if (boot) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Preact renders synchronously: the page is interactive now (browser tests wait for this).
  document.documentElement.setAttribute('data-hydrated', '');
}

void start();
