import {
  createInstance,
  type i18n as I18n,
  type InitOptions,
  type Resource,
  type ResourceKey,
} from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@studio/shared';

/**
 * Options shared by the build and the browser. `fallbackLng` stays off: every key exists in every
 * language (a test proves it), so no page loads a second language. Every string may name the
 * studio (`{{studio}}`, `{{phone}}`…) or a figure (`{{price.tienda-online.from}}`…) without its
 * component passing it: `variables` are i18next's default ones (page-variables.ts).
 */
const baseOptions: InitOptions = {
  supportedLngs: [...LANGS],
  fallbackLng: false,
  load: 'languageOnly',
  defaultNS: 'common',
  fallbackNS: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
};

/**
 * The namespaces a page does not carry, as only a visitor's action needs them (the chat window's,
 * the cookie settings'): each language's file is a module of its own, imported on first use
 * (Vite gives it a hashed chunk under /assets/, which no page loads up front).
 */
const lazyFiles = import.meta.glob<ResourceKey>(
  '../../../../packages/content/locales/*/{chat,consent}.json',
  { import: 'default' },
);

/** i18next's loader for those: a namespace outside them fails, and its keys show. */
const lazyBackend = resourcesToBackend(async (lang: string, ns: string) => {
  const load = lazyFiles[`../../../../packages/content/locales/${lang}/${ns}.json`];
  if (!load) throw new Error(`${lang}/${ns} is not loaded lazily`);
  return load();
});

/**
 * An i18next instance holding `resources` for `lang`, initialised synchronously (the first render
 * waits for nothing); with `lazy`, it loads the chat's and cookie settings' strings when needed.
 */
export function createI18n(
  lang: Lang,
  resources: Resource,
  options: { lazy: boolean; variables?: Record<string, unknown> },
): I18n {
  const i18n = createInstance();
  if (options.lazy) i18n.use(lazyBackend);
  i18n.use(initReactI18next);
  void i18n.init({
    ...baseOptions,
    lng: lang,
    interpolation: {
      ...baseOptions.interpolation,
      defaultVariables: options.variables ?? {},
    },
    ns: Object.keys(resources[lang] ?? {}),
    resources,
    partialBundledLanguages: true,
    initAsync: false,
  });
  return i18n;
}
