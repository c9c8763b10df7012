export const FAQ_CATEGORIES = ['payments', 'development', 'support', 'technical'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export function sortFaqs<T extends { orden?: number | undefined }>(faqs: readonly T[]): T[] {
  return faqs
    .map((faq, index) => ({ faq, index }))
    .sort((a, b) => (a.faq.orden ?? 0) - (b.faq.orden ?? 0) || a.index - b.index)
    .map(({ faq }) => faq);
}
