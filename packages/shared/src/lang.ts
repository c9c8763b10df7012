/** Interface and content languages. Spanish is the default content language. */
export const LANGS = ['es', 'ca', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The language of a URL without `lang`: the site's own content language. */
export const DEFAULT_LANG: Lang = 'es';
/** i18next's fallback when a detected language is not supported (spec section 4). */
export const FALLBACK_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Normalises a language tag such as `ca-ES` or `EN` to a supported language, or null. */
export function normalizeLang(tag: string | null | undefined): Lang | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : null;
}

/**
 * The language a URL asks for: the first `lang` value, else the first `lng` value.
 * Server and client both use this, so `?lang=ca&lang=en` always means Catalan.
 */
export function langFromSearch(search: string | URLSearchParams): Lang | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return normalizeLang(params.get('lang')) ?? normalizeLang(params.get('lng'));
}
