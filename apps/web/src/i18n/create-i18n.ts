import {
  createInstance,
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type ReadCallback,
  type Resource,
  type Services,
} from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@studio/shared';

/**
 * Options shared by the prerender step and the browser. Translation loading retries up
 * to 5 times, starting at 350 ms and doubling, with up to 10 parallel reads.
 * i18next's own `fallbackLng` stays off: every key exists in every language (a test proves
 * it), so no page loads a second language. English as the fallback applies to detection only.
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
 * i18next's HTTP backend, loaded the first time a translation file is read: a prerendered page
 * carries its own strings, so only a navigation to a page with other namespaces, or a language
 * switch, needs it, and the page becomes interactive without it (decision 015). A failed load is
 * retried by i18next, as a failed read is.
 */
class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private services?: Services;
  private options: HttpBackendOptions = {};
  private http?: Promise<BackendModule<HttpBackendOptions>>;

  init(services: Services, options: HttpBackendOptions): void {
    this.services = services;
    this.options = options;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.http ??= import('i18next-http-backend').then(
      ({ default: HttpBackend }) => new HttpBackend(this.services, this.options),
    );
    this.http.then(
      (http) => http.read(language, namespace, callback),
      (error: unknown) => {
        this.http = undefined;
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  }
}

/**
 * An i18next instance already holding `resources` for `lang`, initialised synchronously so
 * the first render needs no round trip. Other languages and namespaces load over HTTP.
 */
export function createI18n(lang: Lang, resources: Resource, options: { http: boolean }): I18n {
  const i18n = createInstance();
  if (options.http) i18n.use(LazyHttpBackend);
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
