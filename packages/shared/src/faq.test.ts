import { describe, expect, it } from 'vitest';
import { CONTENT_LISTS } from './content.js';
import { sortFaqs } from './faq.js';

describe('a FAQ entry', () => {
  const entry = { id: 'contrato', category: 'payments', question: '¿Contrato?', answer: 'Sí.' };

  it('names its category, or null for "all" only', () => {
    expect(CONTENT_LISTS.faqs.safeParse([entry]).success).toBe(true);
    expect(CONTENT_LISTS.faqs.safeParse([{ ...entry, category: null }]).success).toBe(true);
  });

  it('is refused without an id or a category, or with a category the page has no filter for', () => {
    const { id: _id, ...withoutId } = entry;
    const { category: _category, ...withoutCategory } = entry;
    expect(CONTENT_LISTS.faqs.safeParse([withoutId]).success).toBe(false);
    expect(CONTENT_LISTS.faqs.safeParse([withoutCategory]).success).toBe(false);
    const unknown = CONTENT_LISTS.faqs.safeParse([{ ...entry, category: 'pricing' }]);
    expect(unknown.error?.issues[0]?.path).toEqual([0, 'category']);
  });
});

describe('sortFaqs', () => {
  it('sorts by orden ascending, missing counting as 0, ties in file order', () => {
    const sorted = sortFaqs([
      { q: 'c', orden: 2 },
      { q: 'a' },
      { q: 'd', orden: -1 },
      { q: 'b', orden: 0 },
    ]);
    expect(sorted.map((f) => f.q)).toEqual(['d', 'a', 'b', 'c']);
  });
});
