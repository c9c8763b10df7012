import { describe, expect, it } from 'vitest';
import { figureVariables, flattenVariables } from './figure-variables.js';
import { formatMoney, formatPercent, formatPercentRange } from './number-format.js';
import { APP_STORE_FEES, GATEWAY_FEE, GENERAL_TERMS, PRICING } from './pricing.js';

describe('figureVariables', () => {
  it("gives each service's starting price, packages and priced extras, in the language's format", () => {
    const shop = PRICING['tienda-online'];
    const es = figureVariables('es').price['tienda-online'];
    expect(es.from).toBe(formatMoney(shop.from.amount, 'es'));
    expect(es.standard).toBe(formatMoney(shop.tiers[1].price.amount, 'es'));
    expect(figureVariables('en').price['tienda-online'].from).toBe(
      formatMoney(shop.from.amount, 'en'),
    );
    // A duration is no price: it gets no variable of this kind.
    expect(es).not.toHaveProperty('postLaunchSupport');
  });

  it('are named as the copy writes them once flattened', () => {
    const flat = flattenVariables(figureVariables('ca'));
    expect(flat['price.web-personal.hosting']).toBe(
      formatMoney(PRICING['web-personal'].extras.hosting!.amount as number, 'ca'),
    );
  });

  it("gives the general terms' payment shares and the fees, in the language's format", () => {
    const { payment, fee } = figureVariables('ca');
    expect(payment.start).toBe(formatPercent(GENERAL_TERMS.paymentMilestones.start, 'ca'));
    expect(payment.production).toBe(
      formatPercent(GENERAL_TERMS.paymentMilestones.production, 'ca'),
    );
    expect(fee.gateway.percent).toBe(
      formatPercentRange(GATEWAY_FEE.percentMin, GATEWAY_FEE.percentMax, 'ca'),
    );
    expect(fee.gateway.fixed).toBe(formatMoney(GATEWAY_FEE.fixed, 'ca'));
    expect(fee.apple).toBe(formatMoney(APP_STORE_FEES.apple.amount, 'ca', 'USD'));
  });
});
