import '../../../apps/web/src/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { Resource } from 'i18next';
import { langOfUrl, type ContentListName, type Lang } from '@studio/shared';
import { createI18n, loadStrings } from '../../../apps/web/src/i18n/create-i18n';
import { languageToShow } from '../../../apps/web/src/i18n/language-choice';
import { apiGet } from '../../../apps/web/src/lib/api-client';
import { HYDRATED_EVENT, HYDRATING_EVENT } from '../../../apps/web/src/app/early-taps';
import { createRoutes, type RouteData } from './routes';

/** The router's hydration data, written by the prerender as JSON (no inline script: the CSP). */
export const HYDRATION_DATA_ID = 'router-hydration-data';

const element = document.getElementById(HYDRATION_DATA_ID);
const hydrationData = JSON.parse(element?.textContent ?? '{}') as HydrationState;
const loaded = Object.values(hydrationData.loaderData ?? {}) as (RouteData | undefined)[];
const servedLang: Lang = loaded[0]?.lang ?? 'es';

// A page served in a language its URL does not name (the server negotiated it): name it in the
// URL before the router reads it, as the page's links and content take the language from the URL.
const { pathname, search: requestedSearch, hash } = window.location;
if (langOfUrl(pathname, requestedSearch) !== servedLang) {
  const params = new URLSearchParams(requestedSearch);
  params.set('lang', servedLang);
  window.history.replaceState(window.history.state, '', `${pathname}?${params}${hash}`);
}

// The strings the loaders put in the page; others load over HTTP when a loader asks for them.
const resources: Resource = { [servedLang]: Object.assign({}, ...loaded.map((d) => d?.strings)) };
const i18n = createI18n(servedLang, resources, { http: true });

const routes = createRoutes({
  strings: async (lang, namespaces) => {
    await loadStrings(i18n, lang, namespaces);
    return null;
  },
  list: (name: ContentListName, lang, signal) =>
    apiGet(`/${name}?lang=${lang}`, { signal }).catch(() => null),
});

// The matched routes' code, before hydrating (React Router's documented way with lazy routes):
// the first render must be the prerendered page, not a fallback.
const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async (m) => {
    const lazy = m.route.lazy as () => Promise<object>;
    Object.assign(m.route, { ...(await lazy()), lazy: undefined });
  }),
);

const router = createBrowserRouter(routes, { hydrationData });

// Once hydrated: a language the visitor chose on an earlier visit, which the server could not
// see (kept in local storage only), replaces the one served (decision 020).
document.addEventListener(
  HYDRATED_EVENT,
  () => {
    const chosen = languageToShow({ pathname, requestedSearch, servedLang });
    if (!chosen) return;
    const url = new URL(window.location.href);
    url.searchParams.set('lang', chosen);
    void router.navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
  },
  { once: true },
);

startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
});
document.dispatchEvent(new Event(HYDRATING_EVENT));
