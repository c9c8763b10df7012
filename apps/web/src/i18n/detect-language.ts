import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { FALLBACK_LANG, langFromSearch, normalizeLang, type Lang } from '@studio/shared';
import { LANG_STORAGE_KEY } from './remember-language';

/**
 * Detection order from the spec: query `lang` (and `lng`), an `i18nextLng` cookie, the stored
 * choice (`i18nextLng` in local storage), session storage, the browser's languages,
 * `<html lang>`. Unsupported or undetectable: English. The server picks the HTML of a page
 * without `lang` by the same cookie and browser languages (`negotiateLang` in @studio/shared).
 */
const DETECTION: DetectorOptions = {
  // The query comes first, read by `detectLanguage` itself from the search it is given.
  order: ['cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupCookie: LANG_STORAGE_KEY,
  lookupLocalStorage: LANG_STORAGE_KEY,
  lookupSessionStorage: LANG_STORAGE_KEY,
  caches: ['localStorage'],
};

function createDetector(): LanguageDetector {
  // With `getBestMatchFromCodes` present the detector returns every candidate, in order,
  // instead of only the first, so an unsupported first browser language is skipped.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  return new LanguageDetector(services as never, DETECTION);
}

let detector: LanguageDetector | undefined;

/**
 * The visitor's preferred language, by the spec's detection order. `search` is the query of the
 * URL as it was requested (the app names the served language in the URL before it hydrates).
 */
export function detectLanguage(search: string = window.location.search): Lang {
  const named = langFromSearch(search);
  if (named) return named;
  detector ??= createDetector();
  const found = detector.detect();
  const candidates = Array.isArray(found) ? found : found ? [found] : [];
  for (const candidate of candidates) {
    const lang = normalizeLang(candidate);
    if (lang) return lang;
  }
  return FALLBACK_LANG;
}
