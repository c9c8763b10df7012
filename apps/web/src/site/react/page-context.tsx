import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { i18n as I18n, Resource, ResourceLanguage } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router, createPath, parsePath, type Navigator, type To } from 'react-router';
import { isLang, langOfUrl, type Lang } from '@studio/shared';
import { createI18n } from '../../i18n/create-i18n';
import { HYDRATED_EVENT } from '../../app/early-taps';
import { languageToShow } from '../../i18n/language-choice';

/**
 * What every React root of a page (each island, and each server-only part) is given: its
 * language, its URL as prerendered, and the translation namespaces it needs besides `common`.
 */
export interface PageInfo {
  lang: Lang;
  url: string;
  ns: readonly string[];
}

/** The `<script type="application/json">` carrying the strings the page's islands use. */
export const STRINGS_ID = 'island-strings';

// At build time the strings come from the app's locale files; the browser never gets this glob
// (import.meta.env.SSR is false there, and the JSON modules are dropped).
const localeFiles: Record<string, ResourceLanguage[string]> = import.meta.env.SSR
  ? import.meta.glob('../../../public/locales/*/*.json', {
      eager: true,
      import: 'default',
    })
  : {};

/**
 * The text of the `STRINGS_ID` script: JSON with every `<` escaped, so no string can end the
 * script element (`</script>`) or open a comment in it.
 */
export function stringsScript(resources: Resource): string {
  return JSON.stringify(resources).replace(/</g, '\\u003c');
}

/** The strings of `common` and `ns` in `lang`, read at build time. */
export function pageResources(lang: Lang, ns: readonly string[]): Resource {
  const bundle: ResourceLanguage = {};
  for (const name of new Set(['common', ...ns])) {
    const strings = localeFiles[`../../../public/locales/${lang}/${name}.json`];
    if (!strings) throw new Error(`No strings for ${lang}/${name}`);
    bundle[name] = strings;
  }
  return { [lang]: bundle };
}

const buildInstances = new Map<string, I18n>();
let browserInstance: I18n | undefined;

/**
 * The page's i18next instance. At build time one per (language, namespaces); in the browser one
 * per page, shared by its islands (they import this one module), made from the strings the page
 * carries, and fetching other namespaces (the chat's, the cookie settings') over HTTP.
 */
function pageI18n({ lang, ns }: PageInfo): I18n {
  if (import.meta.env.SSR) {
    const key = `${lang}:${ns.join()}`;
    let i18n = buildInstances.get(key);
    if (!i18n) {
      i18n = createI18n(lang, pageResources(lang, ns), { http: false });
      buildInstances.set(key, i18n);
    }
    return i18n;
  }
  browserInstance ??= createI18n(
    lang,
    JSON.parse(document.getElementById(STRINGS_ID)?.textContent ?? '{}') as Resource,
    { http: true },
  );
  return browserInstance;
}

/** The query the page was requested with, read before `pageLocation` names the served language. */
const requestedSearch = import.meta.env.SSR ? '' : window.location.search;

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Links and `navigate()` in an island load the next page: every page is a document of its own. */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

/**
 * The location the page's islands render: at build time the page's URL; in the browser the
 * address bar's, with the page's language named in it when the server chose it (a cookie,
 * Accept-Language) and the URL does not say it, so every island agrees with the HTML
 * (decision 020).
 */
function pageLocation({ lang, url }: PageInfo) {
  if (import.meta.env.SSR) return parsePath(url);
  const { pathname, search, hash } = window.location;
  if (langOfUrl(pathname, search) !== lang) {
    const params = new URLSearchParams(search);
    params.set('lang', lang);
    window.history.replaceState(window.history.state, '', `${pathname}?${params}${hash}`);
  }
  return { pathname, search: window.location.search, hash };
}

/** The contexts the app's components read: i18next and React Router's location. */
export function PageProviders({ page, children }: { page: PageInfo; children: ReactNode }) {
  return (
    <I18nextProvider i18n={pageI18n(page)}>
      <Router location={pageLocation(page)} navigator={documentNavigator}>
        {children}
      </Router>
    </I18nextProvider>
  );
}

/** Islands of the page that have committed their first render. */
let committed = 0;

/**
 * Called once each island has committed its first render (its effects run): once every island
 * has, the page says it is interactive, with `<html data-hydrated>` and the event the early-taps
 * script waits for to replay the taps it kept (app/early-taps.ts). Astro's own mark (an island's
 * `ssr` attribute) goes when `hydrateRoot` is called, before React has committed, so it cannot
 * tell when the island's handlers are in place.
 */
function islandCommitted() {
  committed += 1;
  const root = document.documentElement;
  if (
    committed < document.querySelectorAll('astro-island').length ||
    root.hasAttribute('data-hydrated')
  )
    return;
  root.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
  // Reading local storage costs a page 5-10 ms the first time (Chrome opens it): in a task of
  // its own, once the page is interactive.
  setTimeout(showChosenLanguage);
}

/**
 * Shows the page in the language the visitor chose on an earlier visit if the server could not
 * see that choice (kept in local storage, not yet in the cookie), and remembers a language the
 * URL named as a choice (decision 020): the next page of that language is loaded instead.
 */
function showChosenLanguage() {
  const served = document.documentElement.lang;
  const { pathname, search, hash } = window.location;
  if (!isLang(served)) return;
  const chosen = languageToShow({ pathname, requestedSearch, servedLang: served });
  if (!chosen) return;
  const params = new URLSearchParams(search);
  params.set('lang', chosen);
  window.location.replace(`${pathname}?${params.toString()}${hash}`);
}

/** An app component as a React root of its own (an island, or a server-only part). */
export function withPage<P extends object>(Component: ComponentType<P>) {
  function PageRoot({ page, ...props }: P & { page: PageInfo }) {
    useEffect(islandCommitted, []);
    return (
      <PageProviders page={page}>
        <Component {...(props as unknown as P)} />
      </PageProviders>
    );
  }
  PageRoot.displayName = `withPage(${Component.displayName ?? Component.name})`;
  return PageRoot;
}
