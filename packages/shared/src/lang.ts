/** Interface and content languages. Spanish is the default content language. */
export const LANGS = ['es', 'ca', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The language of a URL without `lang`: the site's own content language. */
export const DEFAULT_LANG: Lang = 'es';

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

/**
 * The browser's languages from an `Accept-Language` header, most wanted first: the order a
 * browser also gives `navigator.languages`. Entries with `q=0` ("not this one") are dropped;
 * equal weights keep the header's order.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page without `lang` in its URL is shown in: the visitor's stored choice (the
 * `i18nextLng` cookie), then the browser's languages, then the page's own language (Spanish,
 * also what a crawler without Accept-Language gets). The server decides once, sending that
 * language's HTML at once; the browser keeps it (decision 020).
 */
export function negotiateLang(request: {
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}): Lang {
  const stored = normalizeLang(request.cookie);
  if (stored) return stored;
  for (const tag of acceptedLanguages(request.acceptLanguage)) {
    const lang = normalizeLang(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
