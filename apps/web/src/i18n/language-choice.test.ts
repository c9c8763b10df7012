import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@studio/shared';
import { languageToShow, type LoadedPage } from './language-choice';
import {
  LANG_COOKIE_MAX_AGE,
  languageCookie,
  rememberLanguage,
  storedLanguage,
  writeLanguageCookie,
} from './remember-language';

function clearCookie() {
  document.cookie = 'i18nextLng=; Path=/; Max-Age=0';
}

/** Every cookie the page writes, as the `document.cookie` setter received it. */
function spyOnCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

function load(page: Partial<LoadedPage> & { servedLang: Lang }): Lang | null {
  return languageToShow({ pathname: '/', requestedSearch: '', navigation: 'navigate', ...page });
}

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearCookie();
});

describe('rememberLanguage', () => {
  it('keeps the choice in local storage and in the cookie the server reads', () => {
    const writes = spyOnCookieWrites();
    rememberLanguage('ca');
    expect(localStorage.getItem('i18nextLng')).toBe('ca');
    expect(languageCookie()).toBe('ca');
    expect(writes).toEqual([`i18nextLng=ca; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`]);
    expect(LANG_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });

  it('marks the cookie Secure on an https page', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      protocol: 'https:',
    });
    const writes = spyOnCookieWrites();
    writeLanguageCookie('en');
    expect(writes).toEqual([
      `i18nextLng=en; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax; Secure`,
    ]);
  });

  it('still writes the cookie when local storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    rememberLanguage('en');
    expect(languageCookie()).toBe('en');
  });

  it('reads only a supported stored language', () => {
    localStorage.setItem('i18nextLng', 'fr');
    expect(storedLanguage()).toBeNull();
    localStorage.setItem('i18nextLng', 'en-GB');
    expect(storedLanguage()).toBe('en');
    document.cookie = 'other=1; Path=/';
    document.cookie = 'i18nextLng=ca; Path=/';
    expect(languageCookie()).toBe('ca');
    document.cookie = 'other=; Path=/; Max-Age=0';
  });
});

describe('languageToShow', () => {
  it('keeps the served language and stores nothing when nothing was chosen', () => {
    // Whatever the browser's languages: a crawler sent the Spanish page keeps it.
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    document.documentElement.lang = 'en';
    const writes = spyOnCookieWrites();
    expect(load({ servedLang: 'es' })).toBeNull();
    expect(load({ servedLang: 'ca', pathname: '/faq' })).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(writes).toEqual([]);
    document.documentElement.lang = '';
  });

  it('stores a language the requested URL names (`lang`, then `lng`) as a choice', () => {
    expect(load({ servedLang: 'ca', requestedSearch: '?lang=ca&lng=en' })).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('ca');
    expect(languageCookie()).toBe('ca');
    expect(load({ servedLang: 'en', requestedSearch: '?lng=en' })).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(languageCookie()).toBe('en');
  });

  it('lets a language the URL names win over an earlier choice, without a switch', () => {
    localStorage.setItem('i18nextLng', 'ca');
    expect(load({ servedLang: 'en', requestedSearch: '?lang=en' })).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('does not take a reload of a URL naming a language for a new choice', () => {
    // The page names the negotiated language in the URL (followLanguageChoice): reloading that URL
    // must not store the browser's language as if the visitor had chosen it.
    const writes = spyOnCookieWrites();
    expect(
      load({ servedLang: 'ca', requestedSearch: '?lang=ca', navigation: 'reload' }),
    ).toBeNull();
    expect(
      load({ servedLang: 'ca', requestedSearch: '?lang=ca', navigation: 'back_forward' }),
    ).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(writes).toEqual([]);
  });

  it('reads the URL as requested, not as the app rewrote it', () => {
    window.history.replaceState(null, '', '/?lang=en');
    expect(load({ servedLang: 'en', requestedSearch: '' })).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('switches once to a choice only local storage knows, and copies it into the cookie', () => {
    localStorage.setItem('i18nextLng', 'ca');
    expect(load({ servedLang: 'en' })).toBe('ca');
    expect(languageCookie()).toBe('ca');
    // The next visit's HTML comes in Catalan (the server reads the cookie): nothing to do.
    const writes = spyOnCookieWrites();
    expect(load({ servedLang: 'ca' })).toBeNull();
    expect(writes).toEqual([]);
  });

  it('copies a stored choice into the cookie without a switch when the page is already in it', () => {
    localStorage.setItem('i18nextLng', 'es');
    expect(load({ servedLang: 'es' })).toBeNull();
    expect(languageCookie()).toBe('es');
  });

  it('lets local storage win over a cookie that says otherwise', () => {
    localStorage.setItem('i18nextLng', 'en');
    document.cookie = 'i18nextLng=ca; Path=/';
    expect(load({ servedLang: 'ca' })).toBe('en');
    expect(languageCookie()).toBe('en');
  });

  it('ignores an unsupported stored value', () => {
    localStorage.setItem('i18nextLng', 'de');
    expect(load({ servedLang: 'es' })).toBeNull();
    expect(languageCookie()).toBeNull();
  });

  it('never switches a translated legal path, whose path fixes the language', () => {
    localStorage.setItem('i18nextLng', 'en');
    expect(load({ servedLang: 'ca', pathname: '/legal/privacitat' })).toBeNull();
    // The choice still reaches the cookie, for the pages that have a choice.
    expect(languageCookie()).toBe('en');
    // A `lang` next to such a path is not honoured by the server, so it is no choice either.
    expect(
      load({ servedLang: 'ca', pathname: '/legal/privacitat', requestedSearch: '?lang=es' }),
    ).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('treats a load whose navigation type the browser does not give as a navigation', () => {
    vi.spyOn(window.performance, 'getEntriesByType').mockReturnValue([]);
    languageToShow({ pathname: '/', requestedSearch: '?lang=en', servedLang: 'en' });
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
