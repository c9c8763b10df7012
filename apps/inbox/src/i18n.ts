import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, LANGS, type Lang } from '@studio/shared';
import { ca } from './locales/ca';
import { en } from './locales/en';
import { es } from './locales/es';

/** Where the staff member's language choice is kept in this browser. */
const STORAGE_KEY = 'ona-inbox-lang';

/** The language: the link's `?lang=`, else the one chosen before, else the browser's, else Spanish. */
export function initialLang(
  search: string,
  stored: string | null,
  browser: readonly string[],
): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (isLang(asked)) return asked;
  if (isLang(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.slice(0, 2).toLowerCase();
    if (isLang(primary)) return primary;
  }
  return 'es';
}

export function createI18n(lang: Lang) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    resources: { es: { translation: es }, ca: { translation: ca }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage refused (private mode): the choice lasts this visit only.
  }
}

export function storedLang(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
