import { describe, expect, it } from 'vitest';
import { faqCategory, sortFaqs } from './faq.js';

describe('faqCategory', () => {
  it.each([
    ['¿Cómo funciona el pago de un proyecto?', 'payments'],
    ['¿Firmamos un contrato antes de empezar?', 'payments'],
    ['¿Cuánto tiempo se tarda en hacer una web?', 'development'],
    ['¿Qué incluye el MVP de una aplicación SaaS?', 'development'],
    ['¿Qué cubre la garantía de 2 años?', 'support'],
    ['¿Ofrecéis planes de mantenimiento?', 'support'],
    ['¿Qué tecnologías utilizáis?', 'technical'],
    ['¿Qué IA utiliza el asistente del chat?', 'technical'],
    ['¿Quién forma el equipo de Ona Studio?', null],
  ] as const)('es: %s -> %s', (question, category) => {
    expect(faqCategory(question, 'es')).toBe(category);
  });

  it('checks categories in order: payments before development', () => {
    expect(faqCategory('¿Qué presupuesto necesito para una tienda?', 'es')).toBe('payments');
  });

  it('ignores accents and case, and matches short keywords as whole words', () => {
    expect(faqCategory('GARANTIA', 'es')).toBe('support');
    expect(faqCategory('¿Dais asistencia?', 'es')).toBeNull();
    expect(faqCategory('Which AI runs the chat?', 'en')).toBe('technical');
    expect(faqCategory('Can I email you?', 'en')).toBeNull();
  });

  it('infers categories in Catalan and English too', () => {
    expect(faqCategory('Oferiu plans de manteniment?', 'ca')).toBe('support');
    expect(faqCategory('Quant triga a estar llesta una botiga en línia?', 'ca')).toBe(
      'development',
    );
    expect(faqCategory('Do you issue an invoice for each payment?', 'en')).toBe('payments');
    expect(faqCategory('Do you take accessibility into account?', 'en')).toBe('technical');
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
