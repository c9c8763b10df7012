import { describe, expect, it } from 'vitest';
import { loadPricing } from '@studio/content';
import { extraValues, factValues, type FigureFormat } from './service-figures.js';

const pricing = loadPricing();
const { services, gatewayFee, storeFees } = pricing;

/** A format that shows what it was asked to write. */
const format: FigureFormat = {
  number: (value) => `n(${value})`,
  money: (amount, currency) => `m(${amount} ${currency})`,
  moneyRange: (min, max) => `mr(${min}-${max})`,
  percentRange: (min, max) => `pr(${min}-${max})`,
  price: (price) =>
    `p(${price.from ? 'from ' : ''}${price.amount}${price.per ? `/${price.per}` : ''})`,
  duration: (duration) => `d(${duration.min}-${duration.max} ${duration.unit})`,
};

describe('the figures a service page’s copy interpolates', () => {
  it('come from the pricing table, written by the language’s format', () => {
    expect(extraValues(pricing, 'aplicacion-movil', 'storeFees', format)).toMatchObject({
      apple: `m(${storeFees.apple.amount} USD)`,
      google: `m(${storeFees.google.amount} USD)`,
    });
    expect(extraValues(pricing, 'tienda-online', 'gatewayFee', format)).toMatchObject({
      percent: `pr(${gatewayFee.percentMin}-${gatewayFee.percentMax})`,
      fixed: `m(${gatewayFee.fixed} EUR)`,
    });
    const { term } = services['aplicacion-saas'];
    expect(extraValues(pricing, 'aplicacion-saas', 'mvp', format).duration).toBe(
      `d(${term.min}-${term.max} ${term.unit})`,
    );
  });

  it('include the service’s facts as numbers, for every line', () => {
    const own = services['web-personal'].tiers[0].facts ?? {};
    expect(Object.keys(own).length).toBeGreaterThan(0);
    const facts = factValues(own, format);
    for (const [key, value] of Object.entries(own)) expect(facts[key]).toBe(`n(${value})`);
    expect(factValues(undefined, format)).toEqual({});
  });
});
