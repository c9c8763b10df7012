import { describe, expect, it } from 'vitest';
import type { LooseT } from './t-entries';
import {
  formatDuration,
  formatMoney,
  formatMoneyRange,
  formatPercent,
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

  it('formats ranges and percentages', () => {
    expect(formatMoneyRange(200, 300, 'es')).toBe(`200-300${nbsp}€`);
    expect(formatPercent(40, 'es')).toBe(`40${nbsp}%`);
    expect(formatPercent(40, 'en')).toBe('40%');
  });
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
