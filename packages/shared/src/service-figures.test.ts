import { describe, expect, it } from 'vitest';
import { APP_STORE_FEES, GATEWAY_FEE, PRICING } from './pricing.js';
import { extraValues, factValues, type FigureFormat } from './service-figures.js';

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
    expect(extraValues('aplicacion-movil', 'storeFees', format)).toMatchObject({
      apple: `m(${APP_STORE_FEES.apple.amount} USD)`,
      google: `m(${APP_STORE_FEES.google.amount} USD)`,
    });
    expect(extraValues('tienda-online', 'gatewayFee', format)).toMatchObject({
      percent: `pr(${GATEWAY_FEE.percentMin}-${GATEWAY_FEE.percentMax})`,
      fixed: `m(${GATEWAY_FEE.fixed} EUR)`,
    });
    const { term } = PRICING['aplicacion-saas'];
    expect(extraValues('aplicacion-saas', 'mvp', format).duration).toBe(
      `d(${term.min}-${term.max} ${term.unit})`,
    );
  });

  it('include the service’s facts as numbers, for every line', () => {
    const facts = factValues(PRICING['web-personal'].tiers[0]?.facts, format);
    expect(facts.sections).toBe('n(3)');
    expect(factValues(undefined, format)).toEqual({});
  });
});
