import { forcedLangOfPath, isLang, langFromSearch, langOfUrl, type Lang } from '@studio/shared';
import {
  languageCookie,
  rememberLanguage,
  storedLanguage,
  writeLanguageCookie,
} from './remember-language';

/** How the document was loaded (Navigation Timing): `navigate`, `reload` or `back_forward`. */
function navigationType(): string {
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
}

export interface LoadedPage {
  pathname: string;
  /** The query of the URL as requested, read before the app named the served language in it. */
  requestedSearch: string;
  /** The language the server answered in (`<html lang>`). */
  servedLang: Lang;
  navigation?: string;
}

/**
 * The language a page that has just loaded should switch to, or null to keep the one served. The
 * server has already decided from all it can see (the URL, the cookie, Accept-Language): the page
 * only acts on what it cannot see, a choice kept in local storage (decision 020). It never looks at
 * the browser's languages, so a crawler or a visitor whose interface language differs from their
 * Accept-Language keeps the page they were sent. On the way it remembers a language the URL named
 * as the visitor's choice, and copies a choice kept in local storage by an earlier visit into the
 * cookie the server reads, so the next visit comes in that language without a switch.
 */
export function languageToShow({
  pathname,
  requestedSearch,
  servedLang,
  navigation = navigationType(),
}: LoadedPage): Lang | null {
  // A translated legal path fixes its language, whatever the query says: nothing to choose.
  const forced = forcedLangOfPath(pathname);
  const named = forced ? null : langFromSearch(requestedSearch);
  if (named) {
    // The page was sent in the language its URL names. Opening that URL is a choice; reloading
    // it is not a new one, and may repeat a `lang` the app wrote itself (the negotiated
    // language, `followLanguageChoice` below), which must not become a stored choice.
    if (navigation === 'navigate') rememberLanguage(named);
    return null;
  }
  const stored = storedLanguage();
  if (!stored) return null;
  // Stored before the cookie existed, or its cookie expired or was cleared.
  if (languageCookie() !== stored) writeLanguageCookie(stored);
  return forced || stored === servedLang ? null : stored;
}

/**
 * Once the page is interactive: loads it in the language the visitor chose on an earlier visit if
 * the server could not see that choice (`languageToShow`), or else names the language it was
 * served in in its address when the server chose it (a cookie, Accept-Language) and the URL does
 * not say it, so that a reload or a shared link shows the same language (decision 020).
 */
export function followLanguageChoice(): void {
  const served = document.documentElement.lang;
  if (!isLang(served)) return;
  const { pathname, search, hash } = window.location;
  const chosen = languageToShow({ pathname, requestedSearch: search, servedLang: served });
  const withLang = (lang: Lang) => {
    const params = new URLSearchParams(search);
    params.set('lang', lang);
    return `${pathname}?${params.toString()}${hash}`;
  };
  if (chosen) window.location.replace(withLang(chosen));
  else if (langOfUrl(pathname, search) !== served) {
    window.history.replaceState(window.history.state, '', withLang(served));
  }
}
