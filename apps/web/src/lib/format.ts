import { useTranslation } from 'react-i18next';
import type { Duration, Lang, Price } from '@studio/shared';
import { useLang } from './page-context';
import { looseT, type LooseT } from './t-entries';

/**
 * Numbers, money and percentages in each language's own style: es/ca "1.500 €", "40 %", en
 * "€1,500", "40%". Written out rather than built on Intl.NumberFormat, for two reasons: the first
 * Intl.NumberFormat a page builds costs 35-80 ms in Chrome (it loads the locale's number data),
 * long enough to block the page while it becomes interactive; and the prerender (Node) and the
 * browser ship different ICU versions, which have disagreed on ranges ("€200–€300" against
 * "€200 – €300"), so the same call could print one thing in the HTML and another when hydrating.
 * The tests check these against Intl where ICU versions agree.
 */
interface NumberStyle {
  group: string;
  decimal: string;
  /** Spanish leaves four-digit plain numbers ungrouped ("1500"), as ICU does. */
  minGroupDigits: 1 | 2;
  money: (amount: string, symbol: string) => string;
  percent: (value: string) => string;
  /** A range of two values of a unit: "200-300 €" (once, after), "€200 – €300" (each end). */
  range: (ends: readonly string[], unit: (value: string) => string) => string;
}

const NBSP = '\u00a0';

const SUFFIX_STYLE = {
  group: '.',
  decimal: ',',
  money: (amount: string, symbol: string) => `${amount}${NBSP}${symbol}`,
  percent: (value: string) => `${value}${NBSP}%`,
  range: (ends: readonly string[], unit: (value: string) => string) => unit(ends.join('-')),
} as const;

const STYLES: Record<Lang, NumberStyle> = {
  es: { ...SUFFIX_STYLE, minGroupDigits: 2 },
  ca: { ...SUFFIX_STYLE, minGroupDigits: 1 },
  en: {
    group: ',',
    decimal: '.',
    minGroupDigits: 1,
    money: (amount, symbol) => `${symbol}${amount}`,
    percent: (value) => `${value}%`,
    range: (ends, unit) => ends.map(unit).join(' – '),
  },
};

/** The currencies the site names, with their narrow symbols. */
const SYMBOLS = { EUR: '€', USD: '$' } as const;
export type Currency = keyof typeof SYMBOLS;

/**
 * `value` rounded half away from zero to at most `maxFraction` decimals (at least
 * `minFraction`), as its decimal digits: [integer part, fraction part]. Rounds the number's
 * shortest decimal form, as Intl does (1.005 -> 1.01), not its binary value.
 */
function decimalDigits(value: number, minFraction: number, maxFraction: number): [string, string] {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`);
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // The position of the decimal point within `digits`.
  const point = Number(exponent) + 1;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const integerLength = Math.max(point, 1);
  let integer = padded.slice(0, integerLength);
  let fraction = padded.slice(integerLength);
  if (fraction.length > maxFraction) {
    const roundUp = Number(fraction[maxFraction]) >= 5;
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const bumped = (BigInt(integer + fraction) + 1n)
        .toString()
        .padStart(integer.length + fraction.length, '0');
      integer = bumped.slice(0, bumped.length - fraction.length);
      fraction = bumped.slice(bumped.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  return [integer, fraction];
}

function grouped(integer: string, separator: string, minGroupDigits: 1 | 2): string {
  if (integer.length < 4 + (minGroupDigits - 1)) return integer;
  return integer.replace(/\B(?=(\d{3})+$)/g, separator);
}

const sign = (value: number) => (value < 0 ? '-' : '');

/** `value` as the language writes it, without sign or unit. */
function digitsOf(
  value: number,
  lang: Lang,
  { minFraction = 0, maxFraction = 2, alwaysGroup = false } = {},
): string {
  const style = STYLES[lang];
  const [integer, fraction] = decimalDigits(value, minFraction, maxFraction);
  const whole = grouped(integer, style.group, alwaysGroup ? 1 : style.minGroupDigits);
  return fraction ? `${whole}${style.decimal}${fraction}` : whole;
}

/** An amount of money in a currency, without decimals unless it has cents. */
export function formatMoney(amount: number, lang: Lang, currency: Currency = 'EUR'): string {
  const digits = digitsOf(amount, lang, {
    minFraction: Number.isInteger(amount) ? 0 : 2,
    // The studio writes 1.500 €, grouping four-digit amounts in Spanish too.
    alwaysGroup: true,
  });
  return `${sign(amount)}${STYLES[lang].money(digits, SYMBOLS[currency])}`;
}

/** A plain number in the language's format (99,9 in Spanish, 99.9 in English). */
export function formatNumber(value: number, lang: Lang): string {
  return `${sign(value)}${digitsOf(value, lang)}`;
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

/** A range of whole euros: "200-300 €" (es, ca), "€200 – €300" (en). */
export function formatMoneyRange(min: number, max: number, lang: Lang): string {
  const style = STYLES[lang];
  const ends = [min, max].map((value) =>
    digitsOf(Math.round(value), lang, { maxFraction: 0, alwaysGroup: true }),
  );
  return style.range(ends, (amount) => style.money(amount, SYMBOLS.EUR));
}

/** A percentage given in percent units: 40 -> "40 %" (es, ca), "40%" (en). */
export function formatPercent(percent: number, lang: Lang): string {
  return STYLES[lang].percent(`${sign(percent)}${digitsOf(percent, lang, { maxFraction: 1 })}`);
}

/** A range of percentages: "1,5-2,5 %" (es, ca), "1.5% – 2.5%" (en). */
export function formatPercentRange(min: number, max: number, lang: Lang): string {
  const style = STYLES[lang];
  const ends = [min, max].map(
    (value) => `${sign(value)}${digitsOf(value, lang, { maxFraction: 1 })}`,
  );
  return style.range(ends, style.percent);
}

/**
 * The formatters bound to the page's language, with the `common` strings they need (also the
 * `FigureFormat` a service page's copy is filled with, @studio/shared service-figures.ts).
 */
export function useFormat() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const loose = looseT(t);
  return {
    lang,
    t: loose,
    number: (value: number) => formatNumber(value, lang),
    money: (amount: number, currency?: Currency) => formatMoney(amount, lang, currency),
    moneyRange: (min: number, max: number) => formatMoneyRange(min, max, lang),
    percentRange: (min: number, max: number) => formatPercentRange(min, max, lang),
    price: (price: Price) => formatPrice(price, lang, loose),
    duration: (duration: Duration) => formatDuration(duration, lang, loose),
    percent: (percent: number) => formatPercent(percent, lang),
    dayRange: (from: number, to: number) =>
      loose('format.dayRange', { from: formatNumber(from, lang), to: formatNumber(to, lang) }),
  };
}
export type Formatters = ReturnType<typeof useFormat>;
