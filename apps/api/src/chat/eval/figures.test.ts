import { describe, expect, it } from 'vitest';
import { asWritten, figure, priceOf, resolveFigures, studioSettings } from './figures.js';

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('the figures an evaluation case names', () => {
  it('reads the data at a path: an entry by its id, a price by its amount', () => {
    expect(figure('pricing.tienda-online.tiers.basic.price')).toBe(
      priceOf('tienda-online', 'basic'),
    );
    expect(figure('settings.email')).toBe(studioSettings().email);
    expect(() => figure('pricing.tienda-online.tiers.gold.price')).toThrow(/no figure/);
  });

  it('keeps the words as written while the data still says them', () => {
    const amount = priceOf('tienda-online');
    expect(resolveFigures(`{{pricing.tienda-online.from|${amount}}} €`, 'es')).toBe(`${amount} €`);
    const street = studioSettings().address.street;
    const word = street.split(' ').at(-1)!;
    expect(resolveFigures(`{{settings.address.street|${word}}}`, 'es')).toBe(word);
  });

  it('gives the figure of the data, written the same way, once the data says another', () => {
    // As a case reads after the studio changed the price it was written with.
    const shop = resolveFigures('desde {{pricing.tienda-online.from|1.234}} €', 'es');
    expect(shop).toMatch(/^desde \d{1,3}(\.\d{3})* €$/);
    expect(digitsOf(shop)).toBe(String(priceOf('tienda-online')));
    const fee = resolveFigures('{{gatewayFee.percentMin|9,9}} %', 'ca');
    expect(fee).toBe(`${String(figure('gatewayFee.percentMin')).replace('.', ',')} %`);
    expect(resolveFigures('{{settings.address.street|Calle Antigua 1}}', 'es')).toBe(
      studioSettings().address.street,
    );
  });

  it('reads the set back as it was written', () => {
    expect(asWritten('{{pricing.tienda-online.from|2.500}} € o {{settings.email|a@b.es}}')).toBe(
      '2.500 € o a@b.es',
    );
    expect(() => asWritten('{{pricing.tienda-online.from}} €')).toThrow(/how it was written/);
  });
});
