import { describe, expect, it } from 'vitest';
import type { LooseT } from './t-entries';
import type { Lang } from '@studio/shared';
import {
  formatDuration,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatPrice,
} from './format';

// Stands in for i18next: `format.from` -> "from {{price}}", and so on.
const t: LooseT = (key, options = {}) =>
  `${key}(${Object.entries(options)
    .filter(([name]) => name !== 'lng' && name !== 'ns')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(',')})`;

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('writes euros the way each language does', () => {
    expect(formatMoney(1500, 'es')).toBe(`1.500${nbsp}€`);
    expect(formatMoney(1500, 'ca')).toBe(`1.500${nbsp}€`);
    expect(formatMoney(1500, 'en')).toBe('€1,500');
    expect(formatMoney(800, 'es')).toBe(`800${nbsp}€`);
    expect(formatMoney(0.25, 'es')).toBe(`0,25${nbsp}€`);
    expect(formatMoney(99, 'en', 'USD')).toBe('$99');
  });

  it('groups thousands, writes cents and signs', () => {
    expect(formatMoney(1234567.5, 'es')).toBe(`1.234.567,50${nbsp}€`);
    expect(formatMoney(1234567.5, 'en')).toBe('€1,234,567.50');
    expect(formatMoney(20000, 'ca')).toBe(`20.000${nbsp}€`);
    expect(formatMoney(-5, 'es')).toBe(`-5${nbsp}€`);
    expect(formatMoney(-5, 'en')).toBe('-€5');
    expect(formatMoney(99, 'es', 'USD')).toBe(`99${nbsp}$`);
  });

  it('formats ranges and percentages', () => {
    expect(formatMoneyRange(200, 300, 'es')).toBe(`200-300${nbsp}€`);
    expect(formatMoneyRange(1000, 20000, 'ca')).toBe(`1.000-20.000${nbsp}€`);
    expect(formatMoneyRange(200, 300, 'en')).toBe('€200 – €300');
    expect(formatPercent(40, 'es')).toBe(`40${nbsp}%`);
    expect(formatPercent(40, 'en')).toBe('40%');
    expect(formatPercent(1.55, 'ca')).toBe(`1,6${nbsp}%`);
    expect(formatPercentRange(1.5, 2.5, 'es')).toBe(`1,5-2,5${nbsp}%`);
    expect(formatPercentRange(1.5, 2.5, 'en')).toBe('1.5% – 2.5%');
  });
});

describe('formatNumber', () => {
  it('leaves four-digit numbers ungrouped in Spanish only', () => {
    expect(formatNumber(1500, 'es')).toBe('1500');
    expect(formatNumber(15000, 'es')).toBe('15.000');
    expect(formatNumber(1500, 'ca')).toBe('1.500');
    expect(formatNumber(1500, 'en')).toBe('1,500');
  });

  it('rounds the decimal a person reads, half away from zero', () => {
    expect(formatNumber(1.005, 'en')).toBe('1.01');
    expect(formatNumber(99.955, 'es')).toBe('99,96');
    expect(formatNumber(9.999, 'es')).toBe('10');
    expect(formatNumber(0.5, 'ca')).toBe('0,5');
    expect(formatNumber(0.004, 'en')).toBe('0');
    expect(formatNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000');
    expect(() => formatNumber(Number.NaN, 'en')).toThrow(RangeError);
  });
});

/**
 * The written-out formats agree with Intl (Node's ICU) for single values, whose format every
 * ICU version shares: a wide sample of integers, cents and fractions in the three languages.
 */
describe('agreement with Intl.NumberFormat', () => {
  const LOCALES: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };
  const values = [
    0, 0.25, 0.5, 1, 1.005, 2.5, 9.99, 12, 99.955, 150, 999, 1000, 1500, 9999.5, 10000, 12345.678,
    100000, 999999.999, 1234567.5, 20000000, -5, -1500.75,
  ];
  for (const lang of ['es', 'ca', 'en'] as const) {
    it(`in ${lang}`, () => {
      const plain = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 });
      const percent = new Intl.NumberFormat(LOCALES[lang], {
        style: 'percent',
        maximumFractionDigits: 1,
      });
      for (const value of values) {
        expect(formatNumber(value, lang), `number ${value}`).toBe(plain.format(value));
        expect(formatPercent(value, lang), `percent ${value}`).toBe(percent.format(value / 100));
        for (const currency of ['EUR', 'USD'] as const) {
          const money = new Intl.NumberFormat(LOCALES[lang], {
            style: 'currency',
            currency,
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
            maximumFractionDigits: 2,
            useGrouping: 'always',
          });
          expect(formatMoney(value, lang, currency), `money ${value}`).toBe(money.format(value));
        }
      }
    });
  }
});

describe('formatPrice and formatDuration', () => {
  it('wraps "from" and per-month prices in their translations', () => {
    expect(formatPrice({ amount: 10, from: true, per: 'month' }, 'es', t)).toBe(
      `format.from(price=format.per.month(price=10${nbsp}€))`,
    );
    expect(formatPrice({ amount: 2500 }, 'en', t)).toBe('€2,500');
  });

  it('passes the range and the plural count', () => {
    expect(formatDuration({ min: 1, max: 2, unit: 'weeks' }, 'es', t)).toBe(
      'format.weeks(count=2,range=1-2)',
    );
    expect(formatDuration({ min: 30, max: 30, unit: 'days' }, 'en', t)).toBe(
      'format.days(count=30,range=30)',
    );
  });
});
