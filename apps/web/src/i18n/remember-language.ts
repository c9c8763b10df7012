import type { Lang } from '@studio/shared';

/** Where the visitor's language is kept: the key the language detector reads (detect-language.ts). */
export const LANG_STORAGE_KEY = 'i18nextLng';

/**
 * Remembers the visitor's language in local storage, as the detector's `localStorage` cache
 * would: a language switch needs this, not the detector, which loads once the page is
 * interactive (start-app.tsx).
 */
export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage disabled: the choice holds for this page, and the URL names it.
  }
}
