import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LISTS, type Faq } from '@studio/shared';
import { filterFaqs } from './faq-filter';

const faqs: Faq[] = [
  {
    id: 'b',
    category: 'support',
    question: '¿Qué cubre la garantía?',
    answer: 'Dos años.',
    orden: 2,
  },
  {
    id: 'a',
    category: 'payments',
    question: '¿Cómo funciona el pago?',
    answer: 'En tres hitos: 40/40/20.',
    orden: 1,
  },
  {
    id: 'team',
    category: null,
    question: '¿Quién forma el equipo?',
    answer: 'Ocho especialistas.',
  },
  {
    id: 'c',
    category: 'technical',
    question: '¿Qué tecnologías usáis?',
    answer: 'React y Node.js.',
    orden: 3,
  },
];

describe('filterFaqs', () => {
  it('sorts by orden, missing first as 0', () => {
    expect(filterFaqs(faqs, 'all', '').map((f) => f.id)).toEqual(['team', 'a', 'b', 'c']);
  });

  it('filters by the category the entry names, and shows one without it under "all" only', () => {
    expect(filterFaqs(faqs, 'payments', '').map((f) => f.id)).toEqual(['a']);
    expect(filterFaqs(faqs, 'support', '').map((f) => f.id)).toEqual(['b']);
    expect(filterFaqs(faqs, 'technical', '').map((f) => f.id)).toEqual(['c']);
    expect(filterFaqs(faqs, 'development', '')).toEqual([]);
  });

  it('keeps an entry in its category whatever its question says', () => {
    // Words of another category ("pago", "garantía") do not move it.
    const reworded = faqs.map((faq) =>
      faq.id === 'c' ? { ...faq, question: '¿Con qué pago y garantía trabajáis?' } : faq,
    );
    expect(filterFaqs(reworded, 'technical', '').map((f) => f.id)).toEqual(['c']);
    expect(filterFaqs(reworded, 'payments', '').map((f) => f.id)).toEqual(['a']);
  });

  it('shows an entry added to the FAQ file under its category', () => {
    const file = path.join(
      import.meta.dirname,
      '../../../../../packages/content/data/en/faqs.json',
    );
    const added = {
      id: 'video-calls',
      category: 'development',
      question: 'Can we meet by video call?',
      answer: 'Yes: every milestone ends with a video call to review it together.',
    };
    const list = CONTENT_LISTS.faqs.parse([
      ...(JSON.parse(readFileSync(file, 'utf8')) as unknown[]),
      added,
    ]);
    expect(filterFaqs(list, 'development', '').map((f) => f.id)).toContain('video-calls');
    for (const other of ['payments', 'support', 'technical'] as const) {
      expect(filterFaqs(list, other, '').map((f) => f.id)).not.toContain('video-calls');
    }
  });

  it('searches questions and answers, ignoring case and accents', () => {
    expect(filterFaqs(faqs, 'all', 'GARANTIA').map((f) => f.id)).toEqual(['b']);
    expect(filterFaqs(faqs, 'all', 'node').map((f) => f.id)).toEqual(['c']);
    expect(filterFaqs(faqs, 'payments', 'react')).toEqual([]);
  });
});
