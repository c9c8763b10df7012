import type { Lang } from './lang.js';

// Not Intl.NumberFormat: a page's first one costs 35-80 ms in Chrome, and Node's and the
// browser's ICU versions disagree on ranges ("€200–€300" / "€200 – €300"), so hydration could
// print other text than the HTML. apps/web/src/lib/format.test.ts compares where they agree.
interface NumberStyle {
  group: string;
  decimal: string;
  /** Spanish leaves four-digit plain numbers ungrouped ("1500"), as ICU does. */
  minGroupDigits: 1 | 2;
  money: (amount: string, symbol: string) => string;
  percent: (value: string) => string;
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

const SYMBOLS = { EUR: '€', USD: '$' } as const;
export type Currency = keyof typeof SYMBOLS;

/** Rounds the shortest decimal form half away from zero, as Intl does (1.005 -> 1.01). */
function decimalDigits(value: number, minFraction: number, maxFraction: number): [string, string] {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`);
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
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

export function formatMoney(amount: number, lang: Lang, currency: Currency = 'EUR'): string {
  const digits = digitsOf(amount, lang, {
    minFraction: Number.isInteger(amount) ? 0 : 2,
    // The studio writes 1.500 €, grouping four-digit amounts in Spanish too.
    alwaysGroup: true,
  });
  return `${sign(amount)}${STYLES[lang].money(digits, SYMBOLS[currency])}`;
}

/**
 * A large amount in millions or thousands, to one decimal, as a headline figure writes it:
 * "1,2M €", "€1.2M", "350K €".
 */
export function formatMoneyCompact(amount: number, lang: Lang): string {
  const size = Math.abs(amount);
  const [scaled, suffix] =
    size >= 1e6 ? [size / 1e6, 'M'] : size >= 1e3 ? [size / 1e3, 'K'] : [size, ''];
  const digits = `${digitsOf(scaled, lang, { maxFraction: 1 })}${suffix}`;
  return `${sign(amount)}${STYLES[lang].money(digits, SYMBOLS.EUR)}`;
}

export function formatNumber(value: number, lang: Lang): string {
  return `${sign(value)}${digitsOf(value, lang)}`;
}

export function formatMoneyRange(min: number, max: number, lang: Lang): string {
  const style = STYLES[lang];
  const ends = [min, max].map((value) =>
    digitsOf(Math.round(value), lang, { maxFraction: 0, alwaysGroup: true }),
  );
  return style.range(ends, (amount) => style.money(amount, SYMBOLS.EUR));
}

export function formatPercent(percent: number, lang: Lang): string {
  return STYLES[lang].percent(`${sign(percent)}${digitsOf(percent, lang, { maxFraction: 1 })}`);
}

export function formatPercentRange(min: number, max: number, lang: Lang): string {
  const style = STYLES[lang];
  const ends = [min, max].map(
    (value) => `${sign(value)}${digitsOf(value, lang, { maxFraction: 1 })}`,
  );
  return style.range(ends, style.percent);
}
