import { useTranslation } from 'react-i18next';
import type { Duration, Lang, Price } from '@studio/shared';
import { useLang } from './page-links';
import { looseT, type LooseT } from './t-entries';

/** The locale Intl formats a language's numbers with: es/ca "1.500 €", en "€1,500". */
export const NUMBER_LOCALE: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number format of a language, made once: building an Intl.NumberFormat costs far more than
 * using one (the first of a locale loads its data), and a page formats dozens of prices.
 */
export function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[lang], options);
    formatters.set(key, format);
  }
  return format;
}

/** An amount of money in a currency, without decimals unless it has cents. */
export function formatMoney(amount: number, lang: Lang, currency = 'EUR'): string {
  return numberFormat(lang, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
    // Spanish leaves four-digit numbers ungrouped by default; the studio writes 1.500 €.
    useGrouping: 'always',
  }).format(amount);
}

/** A plain number in the language's format (99,9 in Spanish, 99.9 in English). */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang, { maximumFractionDigits: 2 }).format(value);
}

/** A published price: "1.500 €", "desde 800 €", "desde 10 €/mes", "desde 150 €/hora". */
export function formatPrice(price: Price, lang: Lang, t: LooseT): string {
  let text = formatMoney(price.amount, lang);
  if (price.per) text = t(`format.per.${price.per}`, { ns: 'common', lng: lang, price: text });
  return price.from ? t('format.from', { ns: 'common', lng: lang, price: text }) : text;
}

/** A span of time: "1-2 semanas", "1 semana", "3-5 días". */
export function formatDuration(duration: Duration, lang: Lang, t: LooseT): string {
  const range =
    duration.min === duration.max
      ? formatNumber(duration.min, lang)
      : `${formatNumber(duration.min, lang)}-${formatNumber(duration.max, lang)}`;
  return t(`format.${duration.unit}`, { ns: 'common', lng: lang, count: duration.max, range });
}

/** Every fact of a record formatted as a number of the language, for interpolation. */
export function formatFacts(
  facts: Readonly<Record<string, number>> | undefined,
  lang: Lang,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(facts ?? {}).map(([key, value]) => [key, formatNumber(value, lang)]),
  );
}

/** A range of money: "200-300 €" (es, ca), "€200–€300" (en). */
export function formatMoneyRange(min: number, max: number, lang: Lang): string {
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).formatRange(min, max);
}

/** A percentage given in percent units: 40 -> "40 %" (es, ca), "40%" (en). */
export function formatPercent(percent: number, lang: Lang): string {
  return numberFormat(lang, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/** A range of percentages: "1,5-2,5 %" (es, ca), "1.5–2.5%" (en). */
export function formatPercentRange(min: number, max: number, lang: Lang): string {
  return numberFormat(lang, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).formatRange(min / 100, max / 100);
}

/** The formatters bound to the page's language, with the `common` strings they need. */
export function useFormat() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const loose = looseT(t);
  return {
    lang,
    t: loose,
    number: (value: number) => formatNumber(value, lang),
    money: (amount: number, currency?: string) => formatMoney(amount, lang, currency),
    price: (price: Price) => formatPrice(price, lang, loose),
    duration: (duration: Duration) => formatDuration(duration, lang, loose),
    percent: (percent: number) => formatPercent(percent, lang),
    dayRange: (from: number, to: number) =>
      loose('format.dayRange', { from: formatNumber(from, lang), to: formatNumber(to, lang) }),
  };
}
export type Formatters = ReturnType<typeof useFormat>;
