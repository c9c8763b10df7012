import type { Duration, Lang, Price } from '@studio/shared';
import { text } from './locales';

/**
 * Figures of the pricing table as each language writes them, computed with Intl, independently
 * of the web app's own formatting code, so that a test compares the page with the data.
 */

export const LOCALE: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

export function money(amount: number, lang: Lang, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(amount);
}

export const num = (value: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 }).format(value);

/** A translation's `{{name}}` placeholders filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');
}

export function price(p: Price, lang: Lang): string {
  let out = money(p.amount, lang);
  if (p.per) out = fill(text(lang, 'common', `format.per.${p.per}`), { price: out });
  return p.from ? fill(text(lang, 'common', 'format.from'), { price: out }) : out;
}

export function duration(d: Duration, lang: Lang): string {
  const range = d.min === d.max ? num(d.min, lang) : `${num(d.min, lang)}-${num(d.max, lang)}`;
  const form = d.max === 1 ? 'one' : 'other';
  return fill(text(lang, 'common', `format.${d.unit}_${form}`), { range });
}

export function percent(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** Intl writes "40 %" with a no-break space; copy may use a plain one: both count. */
export const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
