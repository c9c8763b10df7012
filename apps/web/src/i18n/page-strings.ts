import type { i18n as I18n, Resource, ResourceLanguage } from 'i18next';
import type { Lang } from '@studio/shared';
import { createI18n } from './create-i18n';
import { allVariables, usedVariables } from './page-variables';

/** The `<script type="application/json">` carrying the strings the page's islands use. */
export const STRINGS_ID = 'island-strings';

// At build time the strings come from the locale files; the browser never gets this glob
// (import.meta.env.SSR is false there, and the JSON modules are dropped). Not the strings
// create-i18n.ts loads lazily: imported here, the bundler would keep them in the pages' chunks.
const localeFiles: Record<string, ResourceLanguage[string]> = import.meta.env.SSR
  ? import.meta.glob(
      [
        '../../../../packages/content/locales/*/*.json',
        '!../../../../packages/content/locales/*/{chat,consent}.json',
      ],
      { eager: true, import: 'default' },
    )
  : {};

// The lazily loaded strings, read at build time only for the values they name.
const lazyFiles: Record<string, unknown> = import.meta.env.SSR
  ? import.meta.glob('../../../../packages/content/locales/*/{chat,consent}.json', {
      eager: true,
      import: 'default',
    })
  : {};

interface PageStrings {
  resources: Resource;
  variables: Record<string, unknown>;
}

/**
 * The `STRINGS_ID` script's text: the page's strings and the values they and the lazy ones name, as
 * JSON with every `<` escaped, so no string can end the script (`</script>`) or open a comment.
 */
export function stringsScript(
  resources: Resource,
  variables: Record<string, unknown> = {},
): string {
  const strings: PageStrings = { resources, variables };
  return JSON.stringify(strings).replace(/</g, '\\u003c');
}

/** The values the strings of `resources` and the lazily loaded ones in `lang` name. */
export function pageVariables(lang: Lang, resources: Resource): Record<string, unknown> {
  const lazy = Object.entries(lazyFiles).filter(([file]) => file.includes(`/locales/${lang}/`));
  return usedVariables(allVariables(lang), JSON.stringify([resources, lazy]));
}

export function pageResources(lang: Lang, ns: readonly string[]): Resource {
  const bundle: ResourceLanguage = {};
  for (const name of new Set(['common', ...ns])) {
    const strings = localeFiles[`../../../../packages/content/locales/${lang}/${name}.json`];
    if (!strings) throw new Error(`No strings for ${lang}/${name}`);
    bundle[name] = strings;
  }
  return { [lang]: bundle };
}

const buildInstances = new Map<string, I18n>();
let browserInstance: I18n | undefined;

/**
 * The page's i18next instance: at build time one per (language, namespaces); in the browser one per
 * page, shared by its islands (they import this module), made from the strings the page carries,
 * loading the chat's and cookie settings' strings on demand.
 */
export function pageI18n(lang: Lang, ns: readonly string[]): I18n {
  if (import.meta.env.SSR) {
    const key = `${lang}:${ns.join()}`;
    let i18n = buildInstances.get(key);
    if (!i18n) {
      i18n = createI18n(lang, pageResources(lang, ns), {
        lazy: false,
        variables: allVariables(lang),
      });
      buildInstances.set(key, i18n);
    }
    return i18n;
  }
  if (!browserInstance) {
    const text = document.getElementById(STRINGS_ID)?.textContent ?? '{}';
    const strings = JSON.parse(text) as Partial<PageStrings>;
    browserInstance = createI18n(lang, strings.resources ?? {}, {
      lazy: true,
      variables: strings.variables,
    });
  }
  return browserInstance;
}
