import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Path } from 'react-router';
import { langOfUrl, ROUTES, type Lang } from '@studio/shared';
import { createI18n } from './i18n/create-i18n';
import { languageToShow } from './i18n/language-choice';
import { readBootData } from './app/boot-data';
import { HYDRATED_EVENT, HYDRATING_EVENT } from './app/early-taps';
import { Site } from './app/root-layout';
import { preparePage } from './app/routes';
import { PageRouter } from './app/page-router';
import { ContentProvider, createContentStore } from './lib/content-data';
import { WhenHydrated } from './lib/hydration';
import { yieldToMain } from './lib/yield-to-main';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * A page without `lang` in its URL comes in the language the server negotiated (the cookie of a
 * stored choice, then Accept-Language, then Spanish). Name that language in the URL before
 * hydrating, as the page's links and content read the language from the URL: the HTML is that
 * URL's prerendered page. It is written only when it differs from the URL's own language
 * (Spanish without `lang`), that is when it came from the visitor: the cookie of their choice or
 * their browser's Accept-Language. A request with neither (a crawler) gets the Spanish page and
 * its address stays as requested (decision 020).
 */
function nameServedLanguage(servedLang: Lang): void {
  const { pathname, search, hash } = window.location;
  if (langOfUrl(pathname, search) === servedLang) return;
  const params = new URLSearchParams(search);
  params.set('lang', servedLang);
  window.history.replaceState(window.history.state, '', `${pathname}?${params.toString()}${hash}`);
}

/**
 * Once the page is interactive, show it in the language the visitor chose on an earlier visit if
 * the server could not see that choice (kept in local storage, not yet in the cookie): the only
 * switch after hydration left (decision 020). `requestedSearch` is the query as requested, read
 * before `nameServedLanguage` named the served language in it.
 */
function showChosenLanguage(history: History, servedLang: Lang, requestedSearch: string): void {
  const { pathname, search, hash } = window.location;
  // Reading local storage costs a page 5-10 ms the first time (Chrome opens it): done here,
  // after hydration, in a task of its own, never while the page hydrates.
  const chosen = languageToShow({ pathname, requestedSearch, servedLang });
  if (!chosen) return;
  const params = new URLSearchParams(search);
  params.set('lang', chosen);
  history.replace(`${pathname}?${params.toString()}${hash}`);
}

/** Hydrates the prerendered page (or renders it, under the dev server). */
export async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  await yieldToMain();
  const boot = readBootData();
  const requestedSearch = window.location.search;
  if (boot) nameServedLanguage(boot.lang);
  // The Vite dev server serves the bare template: render on the client, strings over HTTP.
  const lang = boot?.lang ?? langOfUrl(window.location.pathname, window.location.search);
  await yieldToMain();
  const i18n = createI18n(lang, boot?.resources ?? {}, { http: true });
  if (!boot) await i18n.loadNamespaces(['common', ...new Set(ROUTES.flatMap((r) => r.ns))]);
  await yieldToMain();
  // React Router's own history, as <BrowserRouter> makes it (app/page-router.tsx).
  const history = createBrowserHistory({ v5Compat: true });
  const store = createContentStore(lang, boot?.content);
  const prepare = (location: Path) => preparePage(location, i18n, store, boot?.page);
  // The page's code and strings, so hydration renders exactly the prerendered HTML.
  await prepare(history.location).catch(() => undefined);
  await yieldToMain();
  let hydrated = false;
  // Runs once the whole page has hydrated (lib/hydration.tsx), its first effects done.
  const onHydrated = () => {
    if (hydrated) return;
    hydrated = true;
    // In a task of its own, not in the one that ends the hydration.
    void yieldToMain()
      .then(() => showChosenLanguage(history, lang, requestedSearch))
      .catch(() => undefined)
      .then(() => {
        // The page is interactive, its first effects done (the quote form has restored this tab's
        // answers, say): taps made before the app ran are replayed (app/early-taps.ts), and the
        // browser tests wait for this mark before they type or click.
        document.dispatchEvent(new Event(HYDRATED_EVENT));
        document.documentElement.setAttribute('data-hydrated', '');
      });
  };
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ContentProvider store={store}>
          <PageRouter history={history} prepare={prepare}>
            <Site />
          </PageRouter>
          <WhenHydrated onHydrated={onHydrated} />
        </ContentProvider>
      </I18nextProvider>
    </StrictMode>
  );
  if (boot) {
    hydrateRoot(root, app);
    // React listens for the page's events from now on: earlier taps were kept to replay.
    document.dispatchEvent(new Event(HYDRATING_EVENT));
  } else createRoot(root).render(app);
}
