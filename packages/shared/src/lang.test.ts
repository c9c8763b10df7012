import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLang } from './lang.js';

describe('acceptedLanguages', () => {
  it('orders the tags by weight and keeps the header order on ties', () => {
    expect(acceptedLanguages('en-US,en;q=0.9,ca;q=0.95,es;q=0.9')).toEqual([
      'en-US',
      'ca',
      'en',
      'es',
    ]);
  });

  it('drops refused, wildcard, empty and malformed entries', () => {
    expect(acceptedLanguages('fr;q=0, *;q=0.5, ,ca;q=abc, es ; q=0.3')).toEqual(['es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('negotiateLang', () => {
  it('takes the stored cookie first', () => {
    expect(negotiateLang({ cookie: 'ca', acceptLanguage: 'en-US,en' })).toBe('ca');
  });

  it('ignores an unsupported cookie and takes the first supported browser language', () => {
    expect(negotiateLang({ cookie: 'de', acceptLanguage: 'de-DE,ca-ES;q=0.8,en;q=0.7' })).toBe(
      'ca',
    );
    expect(negotiateLang({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
  });

  it('falls back to the Spanish page when nothing is supported or sent (crawlers)', () => {
    expect(negotiateLang({ acceptLanguage: 'de-DE,fr;q=0.8' })).toBe('es');
    expect(negotiateLang({})).toBe('es');
  });
});
