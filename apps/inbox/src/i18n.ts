import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, LANGS, studioVariables, type Lang, type SiteSettings } from '@studio/shared';
import settings from '@studio/content/settings.json';
// The quote form's own words for its fields and choices (the public site's translations), so a
// lead reads as the visitor answered it: one source for both.
import contactCa from '@studio/content/locales/ca/contact.json';
import contactEn from '@studio/content/locales/en/contact.json';
import contactEs from '@studio/content/locales/es/contact.json';
import { ca } from './locales/ca';
import { en } from './locales/en';
import { es } from './locales/es';

const formWords = (contact: typeof contactEs) => ({
  fields: contact.form.fields,
  options: contact.form.options,
});

const STORAGE_KEY = 'ona-inbox-lang';

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
    resources: {
      es: { translation: es, form: formWords(contactEs) },
      ca: { translation: ca, form: formWords(contactCa) },
      en: { translation: en, form: formWords(contactEn) },
    },
    // Every string may name the studio (`{{studio}}`): settings.json says who it is, as for the
    // public site. The server validated the file at start; the bundle skips zod.
    interpolation: {
      escapeValue: false,
      defaultVariables: studioVariables(settings as SiteSettings, lang),
    },
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
