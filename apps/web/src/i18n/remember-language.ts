import { normalizeLang, type Lang } from '@studio/shared';

/**
 * Where the visitor's chosen language is kept: a local storage item, and a cookie of the same
 * name that the server reads to answer a URL without `lang` in that language (`negotiateLang`
 * in @studio/shared, `pageLang` in apps/api/src/site.ts).
 */
const LANG_STORAGE_KEY = 'i18nextLng';

/** One year, in seconds: the cookie outlives the visit so the next one needs no switch. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function storedLanguage(): Lang | null {
  try {
    return normalizeLang(window.localStorage.getItem(LANG_STORAGE_KEY));
  } catch {
    // Storage disabled: nothing was stored.
    return null;
  }
}

export function languageCookie(): Lang | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === LANG_STORAGE_KEY) return normalizeLang(value.join('=').trim());
  }
  return null;
}

/**
 * Writes the choice into the cookie the server reads: for every path, sent on links from other
 * sites (`Lax`, so a visitor arriving from a search result gets their language at once), and only
 * over https when the page is https.
 */
export function writeLanguageCookie(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Remembers a language the visitor chose (the switcher, or a `lang` in the URL they opened), in
 * local storage and in the cookie, so the server answers their next visit in it (decision 020).
 * Never called with a language the server negotiated from the browser's own languages.
 */
export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage disabled: the cookie still carries the choice, and the URL names it.
  }
  writeLanguageCookie(lang);
}
