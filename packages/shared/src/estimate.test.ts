import { describe, expect, it } from 'vitest';
import { estimateQuote } from './estimate.js';
import { PRICING } from './pricing.js';

const weeks = (min: number, max: number) => ({ min, max, unit: 'weeks' });

describe('estimateQuote', () => {
  it('uses the published prices and terms of each type', () => {
    expect(estimateQuote('web-personal', {})).toEqual({
      price: { amount: 800, from: true },
      term: weeks(1, 2),
    });
    expect(estimateQuote('web-personal', { sections_count: '4-5' }).price.amount).toBe(1200);
    expect(estimateQuote('web-personal', { sections_count: '6+' }).price.amount).toBe(1800);
    expect(estimateQuote('web-personal', { web_purpose: 'blog-personal' }).price.amount).toBe(1000);
    expect(estimateQuote('web-empresarial', { pages_count: '5-8' })).toEqual({
      price: { amount: 1500, from: true },
      term: weeks(2, 4),
    });
    expect(estimateQuote('web-empresarial', { pages_count: 'mas-20' }).price.amount).toBe(4000);
    expect(estimateQuote('tienda-online', { products_count: 'menos-50' }).price.amount).toBe(2500);
    expect(
      estimateQuote('tienda-online', {
        products_count: 'menos-50',
        payment_gateways: ['stripe', 'bizum'],
      }).price.amount,
    ).toBe(4000);
    expect(estimateQuote('tienda-online', { products_count: 'mas-500' }).price.amount).toBe(6000);
    expect(estimateQuote('aplicacion-saas', {}).price.amount).toBe(5000);
    expect(estimateQuote('aplicacion-saas', { expected_users: 'mas-10000' }).price.amount).toBe(
      20000,
    );
    expect(estimateQuote('ciberseguridad', { security_services: ['auditoria'] })).toEqual({
      price: { amount: 800, from: true },
      term: { min: 3, max: 5, unit: 'days' },
    });
    expect(estimateQuote('ciberseguridad', { security_services: ['hardening'] }).price.amount).toBe(
      2500,
    );
    expect(
      estimateQuote('ciberseguridad', { security_services: ['monitorizacion'] }).price,
    ).toEqual({ amount: 400, from: true, per: 'month' });
    expect(estimateQuote('aplicacion-movil', { mobile_platforms: ['ios'] }).price).toEqual(
      PRICING['aplicacion-movil'].from,
    );
    expect(estimateQuote('aplicacion-movil', { mobile_platforms: ['ambas'] }).price.amount).toBe(
      8000,
    );
  });
});
