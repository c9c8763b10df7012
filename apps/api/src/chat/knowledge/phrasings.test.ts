import { describe, expect, it } from 'vitest';
import { loadPhrasings, PhrasingsSchema } from './phrasings.js';

const base = {
  person: ['persona'],
  greeting: ['hola'],
  thanks: ['gracias'],
  followUp: ['y'],
  ignore: ['porfa'],
  synonyms: [
    ['tienda', 'shop'],
    ['conservar', 'guardar'],
  ],
  asks: [],
};

describe('the phrasings files', () => {
  it('load for every language', () => {
    expect(() => loadPhrasings()).not.toThrow();
  });

  it('refuse a word in two synonym groups, accents and case aside', () => {
    const result = PhrasingsSchema.safeParse({
      ...base,
      synonyms: [
        ['tienda', 'Store'],
        ['conservar', 'store'],
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/"store" is in two groups/);
  });

  it('refuse a word both ignored and a synonym', () => {
    const result = PhrasingsSchema.safeParse({ ...base, ignore: ['porfa', 'Guardar'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ignore', 1]);
  });
});
