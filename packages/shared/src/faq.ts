import type { Lang } from './lang.js';
import { foldText } from './text.js';

export const FAQ_CATEGORIES = ['payments', 'development', 'support', 'technical'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/**
 * The first category with a hit wins. Spanish is the studio's list; the others translate it.
 * `=` marks a whole word ("ia" is not the end of "garantía").
 */
const FAQ_KEYWORDS: Record<Lang, Record<FaqCategory, readonly string[]>> = {
  es: {
    payments: ['pago', 'presupuesto', 'contrato', 'factura'],
    development: ['plazo', 'tiempo', 'desarrollo', 'web', 'tienda', 'saas'],
    support: ['soporte', 'garantía', 'mantenimiento', 'entrega'],
    technical: ['tecnolog', 'seo', 'accesibilidad', 'integración', '=ia'],
  },
  ca: {
    payments: ['pagament', 'pressupost', 'contracte', 'factura'],
    development: ['termini', 'temps', 'desenvolupament', 'web', 'botiga', 'saas'],
    support: ['suport', 'garantia', 'manteniment', 'lliurament'],
    technical: ['tecnolog', 'seo', 'accessibilitat', 'integració', '=ia'],
  },
  en: {
    payments: ['payment', '=pay', 'budget', 'quote', 'contract', 'invoice'],
    development: ['deadline', 'time', 'long', 'development', 'web', 'shop', 'store', 'saas'],
    support: ['support', 'warranty', 'maintenance', 'delivery', 'deliver'],
    technical: ['technolog', 'seo', 'accessib', 'integrat', '=ai'],
  },
};

function matches(folded: string, keyword: string): boolean {
  if (!keyword.startsWith('=')) return folded.includes(foldText(keyword));
  const word = foldText(keyword.slice(1));
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, 'u').test(folded);
}

/** Null: the question shows only under "all". */
export function faqCategory(question: string, lang: Lang): FaqCategory | null {
  const folded = foldText(question);
  for (const category of FAQ_CATEGORIES) {
    if (FAQ_KEYWORDS[lang][category].some((keyword) => matches(folded, keyword))) return category;
  }
  return null;
}

export function sortFaqs<T extends { orden?: number | undefined }>(faqs: readonly T[]): T[] {
  return faqs
    .map((faq, index) => ({ faq, index }))
    .sort((a, b) => (a.faq.orden ?? 0) - (b.faq.orden ?? 0) || a.index - b.index)
    .map(({ faq }) => faq);
}
