import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@studio/shared';

/**
 * Options shared by the prerender step and the browser. Translation loading retries up
 * to 5 times, starting at 350 ms and doubling, with up to 10 parallel reads (spec, section 4).
 * i18next's own `fallbackLng` stays off: every key exists in every language (a test proves
 * it), so no page loads a second language. The spec's "fallback en" applies to detection.
 */
const baseOptions: InitOptions = {
  supportedLngs: [...LANGS],
  fallbackLng: false,
  load: 'languageOnly',
  defaultNS: 'common',
  fallbackNS: false,
  interpolation: { escapeValue: false },
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  returnNull: false,
  react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
};

/** The translation files' URL: versioned by build so a deploy never mixes old and new strings. */
export const LOCALES_PATH = `/locales/{{lng}}/{{ns}}.json?v=${__BUILD_ID__}`;

/**
 * An i18next instance already holding `resources` for `lang`, initialised synchronously so
 * the first render needs no round trip. Other languages and namespaces load over HTTP.
 */
export function createI18n(lang: Lang, resources: Resource, options: { http: boolean }): I18n {
  const i18n = createInstance();
  if (options.http) i18n.use(HttpBackend);
  i18n.use(initReactI18next);
  const backend: HttpBackendOptions = { loadPath: LOCALES_PATH };
  void i18n.init({
    ...baseOptions,
    lng: lang,
    ns: Object.keys(resources[lang] ?? {}),
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    backend,
  });
  return i18n;
}

/** i18next's loader of translation files (what `loadNamespaces` and `changeLanguage` use). */
interface BackendConnector {
  load(languages: readonly string[], namespaces: readonly string[], done: () => void): void;
}

/**
 * Loads `namespaces` in `lang` before a page in that language shows. For the current language
 * that is `loadNamespaces`. For another one, every namespace loaded so far comes too: the
 * language switch that follows (`changeLanguage`) waits for all of them, so it then happens at
 * once, and the page never shows in one language under the address of another. Files that fail
 * to load (after the backend's retries) leave their keys showing, as `loadNamespaces` does.
 */
export async function loadStrings(
  i18n: I18n,
  lang: Lang,
  namespaces: readonly string[],
): Promise<void> {
  const current = i18n.loadNamespaces(namespaces);
  if (lang === i18n.language) return current;
  const loaded = [i18n.options.ns ?? []].flat();
  const connector = i18n.services.backendConnector as BackendConnector;
  await Promise.all([
    current,
    new Promise<void>((resolve) =>
      connector.load([lang], [...new Set([...loaded, ...namespaces])], resolve),
    ),
  ]);
}
