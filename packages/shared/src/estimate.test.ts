import { describe, expect, it } from 'vitest';
import { loadPricing } from '@studio/content';
import { estimateQuote } from './estimate.js';
import type { Price } from './pricing.js';
import type { ServiceSlug } from './routes.js';

// The expected prices are the studio's (pricing.json), named by package: the test holds which
// package each answer of the form leads to, and stays true when the studio changes a figure.
type TierId = 'basic' | 'standard' | 'premium';

const prices = loadPricing().services;

function tierPrice(slug: ServiceSlug, id: TierId): Price {
  const tier = prices[slug].tiers.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`${slug} has no ${id} package`);
  return tier.price;
}

/** An estimate is always a "from" price: the studio's quote follows. */
const from = (slug: ServiceSlug, id: TierId): Price => ({ ...tierPrice(slug, id), from: true });

describe('estimateQuote', () => {
  it('uses the published prices and terms of each type', () => {
    expect(estimateQuote(prices, 'web-personal', {})).toEqual({
      price: from('web-personal', 'basic'),
      term: prices['web-personal'].term,
    });
    expect(estimateQuote(prices, 'web-personal', { sections_count: '4-5' }).price).toEqual(
      from('web-personal', 'standard'),
    );
    expect(estimateQuote(prices, 'web-personal', { sections_count: '6+' }).price).toEqual(
      from('web-personal', 'premium'),
    );
    const blog = prices['web-personal'].extras.blogMin as Price;
    expect(estimateQuote(prices, 'web-personal', { web_purpose: 'blog-personal' }).price).toEqual({
      ...from('web-personal', 'basic'),
      amount: tierPrice('web-personal', 'basic').amount + blog.amount,
    });
    expect(estimateQuote(prices, 'web-empresarial', { pages_count: '5-8' })).toEqual({
      price: from('web-empresarial', 'basic'),
      term: prices['web-empresarial'].term,
    });
    expect(estimateQuote(prices, 'web-empresarial', { pages_count: 'mas-20' }).price).toEqual(
      from('web-empresarial', 'premium'),
    );
    expect(estimateQuote(prices, 'tienda-online', { products_count: 'menos-50' }).price).toEqual(
      from('tienda-online', 'basic'),
    );
    expect(
      estimateQuote(prices, 'tienda-online', {
        products_count: 'menos-50',
        payment_gateways: ['stripe', 'bizum'],
      }).price,
    ).toEqual(from('tienda-online', 'standard'));
    expect(estimateQuote(prices, 'tienda-online', { products_count: 'mas-500' }).price).toEqual(
      from('tienda-online', 'premium'),
    );
    expect(estimateQuote(prices, 'aplicacion-saas', {}).price).toEqual(
      from('aplicacion-saas', 'basic'),
    );
    expect(estimateQuote(prices, 'aplicacion-saas', { expected_users: 'mas-10000' }).price).toEqual(
      from('aplicacion-saas', 'premium'),
    );
    expect(estimateQuote(prices, 'ciberseguridad', { security_services: ['auditoria'] })).toEqual({
      price: from('ciberseguridad', 'basic'),
      term: prices.ciberseguridad.term,
    });
    expect(
      estimateQuote(prices, 'ciberseguridad', { security_services: ['hardening'] }).price,
    ).toEqual(from('ciberseguridad', 'standard'));
    expect(
      estimateQuote(prices, 'ciberseguridad', { security_services: ['monitorizacion'] }).price,
    ).toEqual(from('ciberseguridad', 'premium'));
    expect(estimateQuote(prices, 'aplicacion-movil', { mobile_platforms: ['ios'] }).price).toEqual(
      prices['aplicacion-movil'].from,
    );
    expect(
      estimateQuote(prices, 'aplicacion-movil', { mobile_platforms: ['ambas'] }).price,
    ).toEqual(from('aplicacion-movil', 'standard'));
  });
});
