import { GENERAL_TERMS, type Duration, type Lang, type Price } from '@studio/shared';
import { PHRASES } from './phrases.js';

/**
 * Figures written as the site writes them (apps/web/src/lib/format.ts): "1.500 €" and
 * "desde 10 €/mes" in Spanish and Catalan, "from €1,500" in English; ranges "200-300 €" or
 * "€200 – €300". The chat fills the locale files' placeholders with these, so an answer quotes
 * the same text the page shows.
 */

const SYMBOLS = { EUR: '€', USD: '$' } as const;
export type Currency = keyof typeof SYMBOLS;

/** Number formats are costly to build: one per language and grouping. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, grouping: boolean, minFraction: number): Intl.NumberFormat {
  const key = `${lang}:${grouping}:${minFraction}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(PHRASES[lang].locale, {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: 2,
      useGrouping: grouping ? 'always' : 'auto',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A plain number in the language's format (99,9 in Spanish, 99.9 in English). */
export function formatNumber(value: number, lang: Lang, grouping = false): string {
  return numberFormat(lang, grouping, 0).format(value);
}

function money(digits: string, lang: Lang, currency: Currency): string {
  return lang === 'en' ? `${SYMBOLS[currency]}${digits}` : `${digits} ${SYMBOLS[currency]}`;
}

/** An amount of money: "1.500 €", "€1,500", "99 $", "0,25 €". */
export function formatMoney(amount: number, lang: Lang, currency: Currency = 'EUR'): string {
  const digits = numberFormat(lang, true, Number.isInteger(amount) ? 0 : 2).format(amount);
  return money(digits, lang, currency);
}

/** A range of euros: "200-300 €" (es, ca), "€200 – €300" (en). */
export function formatMoneyRange(min: number, max: number, lang: Lang): string {
  return lang === 'en'
    ? `${formatMoney(min, lang)} – ${formatMoney(max, lang)}`
    : money(`${formatNumber(min, lang, true)}-${formatNumber(max, lang, true)}`, lang, 'EUR');
}

/** A range of percentages: "1,5-2,5 %" (es, ca), "1.5% – 2.5%" (en). */
export function formatPercentRange(min: number, max: number, lang: Lang): string {
  return lang === 'en'
    ? `${formatNumber(min, lang)}% – ${formatNumber(max, lang)}%`
    : `${formatNumber(min, lang)}-${formatNumber(max, lang)} %`;
}

/** A published price: "1.500 €", "desde 800 €", "desde 10 €/mes", "from €150/hour". */
export function formatPrice(price: Price, lang: Lang): string {
  const p = PHRASES[lang];
  const amount = formatMoney(price.amount, lang, GENERAL_TERMS.currency);
  const per = price.per ? `/${p.units[price.per]}` : '';
  return price.from ? p.from(`${amount}${per}`) : `${amount}${per}`;
}

/** A span of time: "1-2 semanas", "1 semana", "3-5 days". */
export function formatDuration(duration: Duration, lang: Lang): string {
  const units = PHRASES[lang].units;
  const plural = duration.max > 1;
  const unit =
    duration.unit === 'weeks'
      ? plural
        ? units.weeks
        : units.week
      : plural
        ? units.days
        : units.day;
  const span =
    duration.min === duration.max ? `${duration.min}` : `${duration.min}-${duration.max}`;
  return `${span} ${unit}`;
}
