import { describe, expect, it } from 'vitest';
import { figureVariables, flattenVariables, formatDuration } from './figure-variables.js';
import { formatMoney, formatPercent, formatPercentRange } from './number-format.js';
import { loadPricing } from '@studio/content';

const pricing = loadPricing();
const { services, terms, gatewayFee, storeFees } = pricing;

describe('figureVariables', () => {
  it("gives each service's starting price, packages and priced extras, in the language's format", () => {
    const shop = services['tienda-online'];
    const es = figureVariables(pricing, 'es').price['tienda-online'];
    expect(es.from).toBe(formatMoney(shop.from.amount, 'es'));
    expect(es.standard).toBe(formatMoney(shop.tiers[1].price.amount, 'es'));
    expect(figureVariables(pricing, 'en').price['tienda-online'].from).toBe(
      formatMoney(shop.from.amount, 'en'),
    );
    // A duration is no price: it gets no variable of this kind.
    expect(es).not.toHaveProperty('postLaunchSupport');
  });

  it('are named as the copy writes them once flattened', () => {
    const flat = flattenVariables(figureVariables(pricing, 'ca'));
    expect(flat['price.web-personal.hosting']).toBe(
      formatMoney(services['web-personal'].extras.hosting!.amount as number, 'ca'),
    );
  });

  it("gives the general terms' payment shares and the fees, in the language's format", () => {
    const { payment, fee } = figureVariables(pricing, 'ca');
    expect(payment.start).toBe(formatPercent(terms.paymentMilestones.start, 'ca'));
    expect(payment.production).toBe(formatPercent(terms.paymentMilestones.production, 'ca'));
    expect(fee.gateway.percent).toBe(
      formatPercentRange(gatewayFee.percentMin, gatewayFee.percentMax, 'ca'),
    );
    expect(fee.gateway.fixed).toBe(formatMoney(gatewayFee.fixed, 'ca'));
    expect(fee.apple).toBe(formatMoney(storeFees.apple.amount, 'ca', 'USD'));
  });

  it('gives the durations with their unit and the counts as bare numbers, per language', () => {
    expect(formatDuration({ min: 4, max: 6, unit: 'weeks' }, 'es')).toBe('4-6 semanas');
    expect(formatDuration({ min: 3, max: 5, unit: 'days' }, 'ca')).toBe('3-5 dies');
    expect(formatDuration({ min: 30, max: 30, unit: 'days' }, 'en')).toBe('30 days');
    expect(formatDuration({ min: 1, max: 1, unit: 'weeks' }, 'es')).toBe('1 semana');
    const flat = flattenVariables(figureVariables(pricing, 'es'));
    expect(flat['term.tienda-online']).toBe(formatDuration(services['tienda-online'].term, 'es'));
    expect(flat['fact.tienda-online.basic.products']).toBe(
      String(services['tienda-online'].tiers[0].facts?.products),
    );
    expect(flat['warranty']).toBe(String(terms.warrantyYears));
    expect(flat['reply.hours']).toBe(String(terms.replyWithinHours));
    expect(flat['reply.typical']).toBe(
      `${terms.typicalReplyHours.min}-${terms.typicalReplyHours.max}`,
    );
    expect(flat['express.days']).toBe(String(terms.expressDeliveryDays));
  });

  it("gives each express phase's days as a bare span, every phase of pricing.json", () => {
    const flat = flattenVariables(figureVariables(pricing, 'en'));
    for (const { id, days } of pricing.expressPhases) {
      expect(flat[`phase.${id}`]).toBe(`${days.from}-${days.to}`);
    }
    const oneDay = {
      ...pricing,
      expressPhases: [{ id: 'launch' as const, days: { from: 14, to: 14 } }],
    };
    expect(figureVariables(oneDay, 'es').phase.launch).toBe('14');
  });
});
