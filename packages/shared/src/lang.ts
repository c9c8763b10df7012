export const LANGS = ['es', 'ca', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'es';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function normalizeLang(tag: string | null | undefined): Lang | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : null;
}

/** Server and client both read it here, so `?lang=ca&lang=en` always means Catalan. */
export function langFromSearch(search: string | URLSearchParams): Lang | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return normalizeLang(params.get('lang')) ?? normalizeLang(params.get('lng'));
}

/** Most wanted first, the order of `navigator.languages`; `q=0` means "not this one". */
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
 * For a URL without `lang`: the `i18nextLng` cookie, then the browser's languages, then Spanish
 * (what a crawler gets). The server decides once and the browser keeps it (decision 020).
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
