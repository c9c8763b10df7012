import { describe, expect, it } from 'vitest';
import type { Faq } from '@studio/shared';
import { filterFaqs } from './faq-filter';

const faqs: Faq[] = [
  { id: 'b', question: '¿Qué cubre la garantía?', answer: 'Dos años.', orden: 2 },
  { id: 'a', question: '¿Cómo funciona el pago?', answer: 'En tres hitos: 40/40/20.', orden: 1 },
  { question: '¿Quién forma el equipo?', answer: 'Ocho especialistas.' },
  { id: 'c', question: '¿Qué tecnologías usáis?', answer: 'React y Node.js.', orden: 3 },
];

describe('filterFaqs', () => {
  it('sorts by orden, missing first as 0', () => {
    expect(filterFaqs(faqs, 'es', 'all', '').map((f) => f.id ?? 'none')).toEqual([
      'none',
      'a',
      'b',
      'c',
    ]);
  });

  it('filters by inferred category', () => {
    expect(filterFaqs(faqs, 'es', 'payments', '').map((f) => f.id)).toEqual(['a']);
    expect(filterFaqs(faqs, 'es', 'support', '').map((f) => f.id)).toEqual(['b']);
    expect(filterFaqs(faqs, 'es', 'technical', '').map((f) => f.id)).toEqual(['c']);
  });

  it('searches questions and answers, ignoring case and accents', () => {
    expect(filterFaqs(faqs, 'es', 'all', 'GARANTIA').map((f) => f.id)).toEqual(['b']);
    expect(filterFaqs(faqs, 'es', 'all', 'node').map((f) => f.id)).toEqual(['c']);
    expect(filterFaqs(faqs, 'es', 'payments', 'react')).toEqual([]);
  });
});
